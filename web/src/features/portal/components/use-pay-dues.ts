import type { TPortalValidateAnswer } from '@domain/api/portal';
import { useState } from 'react';
import { failureMessageOf } from '../../../lib/public-json';
import { openCheckout, type RazorpayPaymentResponse } from '../../../lib/razorpay-checkout';
import { startFlatCheckout, validateFlatPayment } from '../api/pay-dues';
import { rupees } from '../portal-format';
import { usePortalText } from '../portal-language';

/** idle → starting (order and script) → open (Checkout shown) → confirming (validate) → idle. */
export type PayPhase = 'idle' | 'starting' | 'open' | 'confirming';
export type PaidReceipt = NonNullable<TPortalValidateAnswer['receipt']>;

/**
 * Paying the flat's dues at once: the order from the server, Razorpay Checkout (UPI first), then the
 * server's check. A recorded payment hands back its receipt; anything else leaves the server's words.
 */
export function usePayDues(token: string, member: { name: string }, onPaid: (receipt: PaidReceipt) => void) {
  const { text } = usePortalText();
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [notice, setNotice] = useState<string | null>(null);

  async function confirm(response: RazorpayPaymentResponse) {
    setPhase('confirming');
    try {
      const answer = await validateFlatPayment(token, response);
      if (answer.status === 'success' && answer.receipt) onPaid(answer.receipt);
      else setNotice(answer.message);
    } catch (error) {
      setNotice(failureMessageOf(error));
    }
    setPhase('idle');
  }

  async function pay(amount?: number) {
    setPhase('starting');
    setNotice(null);
    try {
      const answer = await startFlatCheckout(token, amount);
      await openCheckout({
        answer,
        description: text.checkoutDescription(rupees(answer.order.amount / 100)),
        prefill: { name: member.name, email: '', contact: '' },
        onOpen: () => setPhase('open'),
        onPaid: (response) => void confirm(response),
        onClosed: () => setPhase('idle'),
      });
    } catch (error) {
      setNotice(failureMessageOf(error));
      setPhase('idle');
    }
  }

  return { pay, phase, notice };
}
