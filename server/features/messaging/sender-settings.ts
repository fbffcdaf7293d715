import type { TInvoiceListRow } from '../../../domain/api/invoices';
import type { AppInstance } from '../../app-context';
import type { BusinessRow } from '../../db/schema';
import { takesOnlinePayments } from '../../tenancy/business-settings';
import { type InvoiceLinks, linksOf } from './invoice-messages';

export function isWhatsAppSetUp(business: BusinessRow): boolean {
  return Boolean(business.whatsapp_token_encrypted && business.whatsapp_phone_number_id);
}

export function linksFor(app: AppInstance, business: BusinessRow, invoice: TInvoiceListRow): InvoiceLinks {
  return linksOf(invoice, app.config.publicUrl, takesOnlinePayments(business));
}
