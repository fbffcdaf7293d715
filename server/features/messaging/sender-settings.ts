import type { TInvoiceListRow } from '../../../domain/api/invoices';
import type { AppInstance } from '../../app';
import type { BusinessRow } from '../../db/schema';
import { type InvoiceLinks, linksOf } from './invoice-messages';

/** How the business signs its messages: its business name, else the owner's name. */
export function businessNameOf(business: BusinessRow): string {
  return business.business_name.trim() || business.name;
}

/** Online payment is set up when the business's Razorpay key and secret are both stored. */
function takesOnlinePayments(business: BusinessRow): boolean {
  return Boolean(business.razorpay_key_id && business.razorpay_secret_encrypted);
}

export function isWhatsAppSetUp(business: BusinessRow): boolean {
  return Boolean(business.whatsapp_token_encrypted && business.whatsapp_phone_number_id);
}

export function linksFor(app: AppInstance, business: BusinessRow, invoice: TInvoiceListRow): InvoiceLinks {
  return linksOf(invoice, app.config.publicUrl, takesOnlinePayments(business));
}
