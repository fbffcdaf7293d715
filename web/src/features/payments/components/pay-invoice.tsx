import type { TInvoice, TPublicInvoice } from '@domain/api/invoices';
import { Navigate, useLocation } from 'react-router';
import { PaymentCard } from './payment-card';
import { PaymentNotes } from './payment-notes';
import { paymentPath, paymentResultPath, type ReplacedState, readReplacedState } from './payment-paths';
import { usePayInvoice } from './use-pay-invoice';

/**
 * What /payment/:id shows for an invoice that exists: the result page once Paid, the late-fee invoice's
 * own page when one replaced it, else the card that pays the balance, overdue or not.
 */
export function PayInvoice({ invoice }: { invoice: TInvoice | TPublicInvoice }) {
  const { pay, phase, notice } = usePayInvoice(invoice);
  const { replacedNumber } = readReplacedState(useLocation().state);
  // A Paid invoice goes to the result page. While a payment is being confirmed the pay flow goes there
  // itself, with the day it was paid; the invoice turning Paid under it must not race it.
  if (invoice.status === 'Paid' && phase !== 'confirming') {
    return <Navigate to={paymentResultPath(invoice._id)} replace />;
  }
  // The replacement carries the debt now: its link is the one that pays.
  if (invoice.replacedBy && phase === 'idle') {
    const state: ReplacedState = { replacedNumber: invoice.invoiceNumber };
    return <Navigate to={paymentPath(invoice.replacedBy._id)} replace state={state} />;
  }
  return (
    <PaymentCard
      invoice={invoice}
      phase={phase}
      notice={notice}
      onPay={() => void pay()}
      notes={<PaymentNotes invoice={invoice} replacedNumber={replacedNumber} />}
    />
  );
}
