import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_FAILED_MESSAGE } from '../../../../../domain/api/messages';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { deferredReply, type StubReply, stubApi } from '../../../test/stub-api';
import { buildInvoiceListRow } from '../../invoices/test/invoices-api-stub';
import { buildMessage, messageList } from '../test/message-fixtures';

const OVERDUES = 'GET /api/v2/invoices/overdues/user-1?page=1&limit=100';
const MESSAGES = 'GET /api/v2/messages?page=1&limit=50';
const EMAIL_REMINDERS = 'POST /api/v2/invoices/remainder/user-1';
const WHATSAPP_REMINDERS = 'POST /api/v2/invoices/warem/user-1';

function openRemindersPage(replies: Record<string, StubReply> = {}) {
  const overdue = buildInvoiceListRow({ client: { ...buildInvoiceListRow().client, name: 'Ravi Kulkarni' } });
  const fetchMock = stubApi({
    [OVERDUES]: { status: 200, body: { data: [overdue], currentPage: 1, numberOfPages: 1, total: 1 } },
    [MESSAGES]: {
      status: 200,
      body: messageList([
        buildMessage({
          kind: 'reminder',
          recipient: 'ravi@example.com',
          status: 'failed',
          lastError: 'Mailbox full',
        }),
        buildMessage({
          _id: 'a0000000-0000-4000-8000-000000000009',
          kind: 'invoice',
          recipient: 'not-a-reminder@example.com',
        }),
      ]),
    },
    ...replies,
  });
  return { ...renderApp('/overdue'), fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reminders page', { timeout: 15_000 }, () => {
  it('lists the overdue invoices and the recent reminders with their statuses', async () => {
    storeSession(buildSession());
    openRemindersPage();
    await findHeading('Overdue Invoices');
    expect(await screen.findByText('Ravi Kulkarni')).toBeInTheDocument();
    const reminders = await screen.findByRole('list', { name: 'Recent reminders' });
    expect(within(reminders).getAllByRole('listitem')).toHaveLength(1);
    expect(reminders).toHaveTextContent('ravi@example.com');
    expect(reminders).toHaveTextContent('Reason: Mailbox full');
    expect(within(reminders).getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remainder Via Whatsapp' })).not.toBeInTheDocument();
  });

  it('sends the e-mail reminders, showing it is busy, then what was queued', async () => {
    storeSession(buildSession());
    const held = deferredReply({
      status: 200,
      body: { message: 'Reminders queued for 3 clients (1 skipped: no e-mail)', queued: 3, skipped: 1 },
    });
    const { user, fetchMock } = openRemindersPage({ [EMAIL_REMINDERS]: held.reply });
    await findHeading('Overdue Invoices');
    await user.click(screen.getByRole('button', { name: 'Send Remainder' }));
    expect(screen.getByRole('button', { name: /Send Remainder/ })).toBeDisabled();
    held.release();
    expect(
      await screen.findByText('Reminders queued for 3 clients (1 skipped: no e-mail)'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/v2/invoices/remainder/user-1')).toHaveLength(
      1,
    );
  });

  it('shows the server’s summary of the WhatsApp reminders as it is', async () => {
    storeSession(buildSession({ userProfile: { tokenSet: true } }));
    const message = 'Reminder queued for 1 client (2 skipped: no valid mobile number)';
    const { user } = openRemindersPage({
      [WHATSAPP_REMINDERS]: { status: 200, body: { message, queued: 1, skipped: 2 } },
    });
    await findHeading('Overdue Invoices');
    await user.click(screen.getByRole('button', { name: 'Remainder Via Whatsapp' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("says 'An error occurred while sending the reminder.' when WhatsApp fails without a reason", async () => {
    storeSession(buildSession({ userProfile: { tokenSet: true } }));
    const { user } = openRemindersPage({ [WHATSAPP_REMINDERS]: { status: 502, body: {} } });
    await findHeading('Overdue Invoices');
    await user.click(screen.getByRole('button', { name: 'Remainder Via Whatsapp' }));
    expect(await screen.findByText(REMINDER_FAILED_MESSAGE)).toBeInTheDocument();
  });
});
