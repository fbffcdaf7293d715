import type { TPaymentOptions } from '@domain/api/online-payments';
import { payableNow } from '@domain/status';
import { upiPayUri } from '@domain/upi';
import type { InvoiceIssuer } from './invoice-reads.repository';
import type { StoredInvoice } from './invoice-rows';

/**
 * How a client may pay the invoice, on its public page and on its PDF alike: online when the business
 * takes payments through Razorpay, by UPI when it has a UPI ID (for rupees); neither once nothing is
 * due or a late-fee invoice carries the debt. An overdue invoice is offered like any other: the
 * reminders link to it.
 */
export function paymentOptionsOf(
  invoice: Pick<
    StoredInvoice,
    'totalPaise' | 'receivedPaise' | 'creditedPaise' | 'currency' | 'invoiceNumber' | 'replacedByInvoiceId'
  >,
  business: Pick<InvoiceIssuer, 'businessName' | 'upiId' | 'takesOnlinePayments'>,
): TPaymentOptions {
  const due = payableNow({
    totalPaise: invoice.totalPaise,
    receivedPaise: invoice.receivedPaise,
    creditedPaise: invoice.creditedPaise,
    isReplaced: invoice.replacedByInvoiceId !== null,
  });
  const uri = upiPayUri({
    upiId: business.upiId,
    payeeName: business.businessName,
    balancePaise: due,
    currency: invoice.currency,
    invoiceNumber: invoice.invoiceNumber,
  });
  return {
    online: due > 0 && business.takesOnlinePayments,
    upi: uri && business.upiId ? { id: business.upiId, uri } : null,
  };
}
