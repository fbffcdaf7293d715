import * as intimations from '@domain/api/intimations';
import * as onlinePayments from '@domain/api/online-payments';
import { DATE_PAID_IN_FUTURE_MESSAGE } from '@domain/api/payments';
import * as portal from '@domain/api/portal';
import { describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE, SOMETHING_WENT_WRONG } from '../../../lib/public-json';
import { SERVER_HI, serverMessageInHindi } from './server-hi';

/** What the report's schema says of each field a member can get wrong. */
function reportRefusals(): string[] {
  const tries = [{}, { amount: 0, paidOn: 'soon' }, { amount: 10.005, paidOn: '2026-11-01' }];
  return tries.flatMap((input) =>
    (intimations.ZIntimationInput.safeParse(input).error?.issues ?? []).map((issue) => issue.message),
  );
}

/** Every message the member pages may be answered with, from the contracts that define them. */
const SENT = new Set<string>([
  ...reportRefusals(),
  ...[intimations, onlinePayments, portal].flatMap((module) =>
    Object.entries(module)
      .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
      .map(([, value]) => value as string),
  ),
  DATE_PAID_IN_FUTURE_MESSAGE,
  OFFLINE_MESSAGE,
  SOMETHING_WENT_WRONG,
  // Checkout's script failing to load, as lib/razorpay-checkout.ts says it.
  'The payment window could not be loaded. Please check your internet connection and try again.',
]);

describe('the server’s words in Hindi', () => {
  it('translates only messages the server really sends', () => {
    for (const message of Object.keys(SERVER_HI)) expect(SENT, message).toContain(message);
  });

  it('translates the messages with a figure, and leaves an unknown one as written', () => {
    expect(serverMessageInHindi(portal.payAtLeastMessage('₹1,500.00'))).toBe(
      'कृपया कम से कम ₹1,500.00 चुकाएँ, आपका सबसे पुराना बकाया',
    );
    expect(serverMessageInHindi(portal.payAtMostMessage('₹1,05,000.00'))).toBe(
      'आप ऑनलाइन अधिकतम ₹1,05,000.00 चुका सकते हैं',
    );
    expect(serverMessageInHindi(intimations.PROOF_DIMENSIONS_MESSAGE)).toBe(
      'तस्वीर की हर भुजा अधिकतम 12,000 पिक्सेल हो सकती है',
    );
    expect(serverMessageInHindi('Too many attempts. Please try again in 1 minute.')).toBe(
      'बहुत अधिक प्रयास। कृपया 1 मिनट बाद कोशिश करें।',
    );
    expect(serverMessageInHindi('Something new')).toBe('Something new');
  });
});
