import { describe, expect, it } from 'vitest';
import { reminderSummary } from './send-reminders';

describe('reminderSummary', () => {
  it.each([
    [
      'email',
      { message: 'Reminders queued', queued: 3, skipped: 1 },
      'Reminders queued for 3 clients (1 skipped: no e-mail)',
    ],
    ['email', { message: 'Reminders queued', queued: 1, skipped: 0 }, 'Reminders queued for 1 client'],
    [
      'whatsapp',
      { message: 'Reminders queued', queued: 2, skipped: 2 },
      'Reminders queued for 2 clients (2 skipped: no valid mobile number)',
    ],
    [
      'email',
      { message: 'No overdue invoices to remind about', queued: 0, skipped: 0 },
      'No overdue invoices to remind about',
    ],
  ] as const)('on %s tells %j as %s', (channel, answer, expected) => {
    expect(reminderSummary(channel, answer)).toBe(expected);
  });
});
