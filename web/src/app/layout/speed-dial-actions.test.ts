import { describe, expect, it } from 'vitest';
import { buildSession } from '../../test/session-fixtures';
import { visibleSpeedDialActions } from './speed-dial-actions';

const withKeys = buildSession().userProfile;
const withToken = { ...withKeys, tokenSet: true };
const withoutPaymentMethod = { ...withKeys, razorpayKey: '', razorpaySecretSet: false, upiId: '' };

describe('visibleSpeedDialActions', () => {
  it.each([
    ['/dashboard', withKeys, ['new-invoice', 'new-customer']],
    ['/overdue', withKeys, ['send-reminder', 'new-invoice', 'new-customer']],
    ['/overdue/', withToken, ['send-reminder', 'whatsapp-reminder', 'new-invoice', 'new-customer']],
    ['/overdues', withToken, ['new-invoice', 'new-customer']],
    ['/overdue/inv-1', withToken, ['new-invoice', 'new-customer']],
    ['/invoice', withKeys, ['new-customer']],
    ['/invoice/inv-1', withKeys, ['new-invoice', 'new-customer']],
    ['/customers', withoutPaymentMethod, ['new-customer']],
    [
      '/overdue',
      { ...withoutPaymentMethod, upiId: 'society@upi' },
      ['send-reminder', 'new-invoice', 'new-customer'],
    ],
  ] as const)('on %s shows the allowed actions', (pathname, profile, expected) => {
    expect(visibleSpeedDialActions(pathname, profile, 'owner')).toEqual(expected);
    expect(visibleSpeedDialActions(pathname, profile, 'treasurer')).toEqual(expected);
  });

  it('has no action for a read-only committee member or auditor: each one writes or sends', () => {
    expect(visibleSpeedDialActions('/overdue', withToken, 'auditor')).toEqual([]);
    expect(visibleSpeedDialActions('/customers', withKeys, 'auditor')).toEqual([]);
  });
});
