import type { TPaymentOptions } from '../../../domain/api/online-payments';
import { balanceDue } from '../../../domain/status';
import { upiPayUri } from '../../../domain/upi';
import type { BusinessRow, InvoiceRow } from '../../db/schema';
import { takesOnlinePayments } from '../../tenancy/business-settings';

export type PayeeColumns = Pick<
  BusinessRow,
  'business_name' | 'upi_id' | 'razorpay_key_id' | 'razorpay_secret_encrypted'
>;

/**
 * How a client may pay the invoice from its public page: online when the business takes payments
 * through Razorpay, by UPI when it has a UPI ID (for rupees); neither once nothing is due or a late-fee
 * invoice carries the debt. An overdue invoice is offered like any other: the reminders link to it.
 */
export function paymentOptionsOf(
  invoice: Pick<
    InvoiceRow,
    'total_paise' | 'total_received_paise' | 'currency' | 'invoice_number' | 'replaced_by_invoice_id'
  >,
  business: PayeeColumns,
): TPaymentOptions {
  const due = invoice.replaced_by_invoice_id
    ? 0
    : balanceDue(Number(invoice.total_paise), Number(invoice.total_received_paise));
  const uri = upiPayUri({
    upiId: business.upi_id,
    payeeName: business.business_name,
    balancePaise: due,
    currency: invoice.currency,
    invoiceNumber: invoice.invoice_number,
  });
  return {
    online: due > 0 && takesOnlinePayments(business),
    upi: uri && business.upi_id ? { id: business.upi_id, uri } : null,
  };
}
