import type { TInvoice, TPublicInvoice } from '@domain/api/invoices';
import { PAYMENT_NOT_CONFIRMED_MESSAGE } from '@domain/api/online-payments';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loadRazorpayCheckout, type RazorpayPaymentResponse } from '../../../lib/razorpay-checkout';
import { invoiceKeys } from '../../invoices';
import { useStartCheckout } from '../api/start-checkout';
import { useValidatePayment } from '../api/validate-payment';
import { type PaymentResultState, paymentResultPath } from './payment-paths';

/** idle → starting (order and script) → open (Checkout shown) → confirming (validate) → idle or away. */
export type PayPhase = 'idle' | 'starting' | 'open' | 'confirming';

export type PayNotice = { severity: 'error' | 'warning'; message: string };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/**
 * The pay button's work: the order from the server, Razorpay Checkout, then the server's check of what
 * Checkout answered. A confirmed payment goes to the result page; a refused one goes there too, as
 * 'Payment Failed'; a payment the server could not confirm yet stays here with the server's words
 * (the webhook records it later, and the invoice, asked again, turns Paid by itself).
 */
export function usePayInvoice(invoice: TInvoice | TPublicInvoice) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checkout = useStartCheckout();
  const validate = useValidatePayment(invoice._id);
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [notice, setNotice] = useState<PayNotice | null>(null);

  async function confirm(response: RazorpayPaymentResponse) {
    setPhase('confirming');
    try {
      const answer = await validate.mutateAsync({
        invoiceId: invoice._id,
        razorpay_order_id: response.razorpay_order_id,
        razorpay_payment_id: response.razorpay_payment_id,
        razorpay_signature: response.razorpay_signature,
      });
      if (answer.status === 'success') {
        const state: PaymentResultState = { paidOn: todayIn(DEFAULT_TIME_ZONE, new Date()) };
        navigate(paymentResultPath(invoice._id), { replace: true, state });
        return;
      }
      if (answer.message === PAYMENT_NOT_CONFIRMED_MESSAGE) {
        setNotice({ severity: 'warning', message: answer.message });
      } else {
        const state: PaymentResultState = { message: answer.message };
        navigate(paymentResultPath(invoice._id, 'failed'), { state });
        return;
      }
    } catch (error) {
      setNotice({ severity: 'error', message: messageOf(error) });
    }
    setPhase('idle');
  }

  async function pay() {
    setPhase('starting');
    setNotice(null);
    try {
      const { order, key, businessName, checkoutUrl } = await checkout.mutateAsync(invoice._id);
      const Razorpay = await loadRazorpayCheckout(checkoutUrl);
      const razorpay = new Razorpay({
        key,
        amount: order.amount,
        currency: order.currency,
        order_id: order.id,
        name: businessName,
        description: `Invoice ${invoice.invoiceNumber}`,
        prefill: { name: invoice.client.name, email: invoice.client.email, contact: invoice.client.phone },
        handler: (response) => void confirm(response),
        modal: { ondismiss: () => setPhase('idle') },
      });
      setPhase('open');
      razorpay.open();
    } catch (error) {
      setNotice({ severity: 'error', message: messageOf(error) });
      setPhase('idle');
      // A refused checkout may mean the invoice changed since the page opened (paid, or replaced by a
      // late-fee invoice): asked again, the page follows it.
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(invoice._id) });
    }
  }

  return { pay, phase, notice };
}
