import { Navigate } from 'react-router';
import type { TInvoice, TPublicInvoice } from '../../../../../domain/api/invoices';
import { isExpired } from '../../../../../domain/status';
import { PaymentCard } from './payment-card';
import { PaymentExpired } from './payment-expired';
import { paymentResultPath } from './payment-paths';
import { usePayInvoice } from './use-pay-invoice';

/** What /payment/:id shows for an invoice that exists: the result page, the expired notice or the card. */
export function PayInvoice({ invoice }: { invoice: TInvoice | TPublicInvoice }) {
  const { pay, phase, notice } = usePayInvoice(invoice);
  // SPEC §4: Paid goes to the result page. While a payment is being confirmed the pay flow goes there
  // itself, with the day it was paid; the invoice turning Paid under it must not race it.
  if (invoice.status === 'Paid' && phase !== 'confirming') {
    return <Navigate to={paymentResultPath(invoice._id)} replace />;
  }
  // Expired (SPEC §4): the due date's day is over in India ('YYYY-MM-DD' compared with today there);
  // a payment already under way is finished rather than cut off at midnight.
  if (phase === 'idle' && isExpired(invoice.dueDate, new Date())) return <PaymentExpired invoice={invoice} />;
  return <PaymentCard invoice={invoice} phase={phase} notice={notice} onPay={() => void pay()} />;
}
