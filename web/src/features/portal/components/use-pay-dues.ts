import type { TPortalValidateAnswer } from '@domain/api/portal';
import { useState } from 'react';
import { failureMessageOf } from '../../../lib/public-json';
import { loadRazorpayCheckout, type RazorpayPaymentResponse } from '../../../lib/razorpay-checkout';
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
      const { order, key, businessName, checkoutUrl } = await startFlatCheckout(token, amount);
      const Razorpay = await loadRazorpayCheckout(checkoutUrl);
      const checkout = new Razorpay({
        key,
        amount: order.amount,
        currency: order.currency,
        order_id: order.id,
        name: businessName,
        description: text.checkoutDescription(rupees(order.amount / 100)),
        prefill: { name: member.name, email: '', contact: '' },
        // UPI first: the UPI apps on a phone, the QR code with the exact amount on a computer.
        config: { display: { sequence: ['block.upi'], preferences: { show_default_blocks: true } } },
        handler: (response) => void confirm(response),
        modal: { ondismiss: () => setPhase('idle') },
      });
      // Open before Checkout shows: a window closed at once (ondismiss) must leave the button free.
      setPhase('open');
      checkout.open();
    } catch (error) {
      setNotice(failureMessageOf(error));
      setPhase('idle');
    }
  }

  return { pay, phase, notice };
}
