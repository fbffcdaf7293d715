import type { TPublicInvoice } from '@domain/api/invoices';
import { PAYMENT_NOT_CONFIRMED_MESSAGE } from '@domain/api/public-pages';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { useState } from 'react';
import { failureMessageOf } from '../../../lib/public-json';
import { openCheckout, type RazorpayPaymentResponse } from '../../../lib/razorpay-checkout';
import { startInvoiceCheckout, validateInvoicePayment } from '../api/public-invoice';
import { useNavigate } from '../navigation';
import { usePortalText } from '../portal-language';
import { invoicePaidPath, type PaymentResultState } from './invoice-paths';
import type { PayPhase } from './use-pay-dues';

export type PayNotice = { severity: 'error' | 'warning'; message: string };

/**
 * The pay button's work: the order from the server, Razorpay Checkout, then the server's check of what
 * Checkout answered. A confirmed payment goes to the result page; a refused one goes there too, as
 * 'Payment Failed'; a payment the server could not confirm yet stays here with the server's words (the
 * webhook records it later). A refused checkout may mean the bill changed since the page opened (paid,
 * or replaced by a late-fee bill): `onRefused` asks for it again, and the page follows it.
 */
export function usePayInvoice(invoice: TPublicInvoice, onRefused: () => void) {
  const { text } = usePortalText();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [notice, setNotice] = useState<PayNotice | null>(null);

  async function confirm(response: RazorpayPaymentResponse) {
    setPhase('confirming');
    try {
      const answer = await validateInvoicePayment(invoice._id, response);
      if (answer.status === 'success') {
        const state: PaymentResultState = { paidOn: todayIn(DEFAULT_TIME_ZONE, new Date()) };
        navigate(invoicePaidPath(invoice._id), { replace: true, state });
        return;
      }
      if (answer.message !== PAYMENT_NOT_CONFIRMED_MESSAGE) {
        const state: PaymentResultState = { message: answer.message };
        navigate(invoicePaidPath(invoice._id, 'failed'), { state });
        return;
      }
      setNotice({ severity: 'warning', message: answer.message });
    } catch (error) {
      setNotice({ severity: 'error', message: failureMessageOf(error) });
    }
    setPhase('idle');
  }

  async function pay() {
    setPhase('starting');
    setNotice(null);
    try {
      await openCheckout({
        answer: await startInvoiceCheckout(invoice._id),
        description: text.invoice.checkoutDescription(invoice.invoiceNumber),
        prefill: { name: invoice.client.name, email: invoice.client.email, contact: invoice.client.phone },
        onOpen: () => setPhase('open'),
        onPaid: (response) => void confirm(response),
        onClosed: () => setPhase('idle'),
      });
    } catch (error) {
      setNotice({ severity: 'error', message: failureMessageOf(error) });
      setPhase('idle');
      onRefused();
    }
  }

  return { pay, phase, notice };
}
