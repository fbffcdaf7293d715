import type { InvoiceType } from '../../../domain/constants';
import { balanceDue } from '../../../domain/status';
import type { Executor, InvoiceItemRow, InvoiceRow } from '../../db/schema';
import { takesOnlinePayments } from '../../tenancy/business-settings';
import type { InvoicePdfData, InvoicePdfItem } from './invoice-pdf-data';

/** The document as stored, the issuer's logo path, and what the business offers to be paid with. */
export type StoredInvoicePdf = {
  invoiceId: string;
  businessId: string;
  document: Omit<InvoicePdfData, 'upiPayLink' | 'upiId' | 'payOnlineUrl' | 'issuer'>;
  issuer: Omit<InvoicePdfData['issuer'], 'logo'>;
  logo: string | null;
  upiId: string | null;
  takesOnlinePayments: boolean;
};

function itemRowToItem(row: InvoiceItemRow): InvoicePdfItem {
  return {
    itemName: row.item_name,
    basis: row.basis,
    quantityHundredths: Number(row.quantity_hundredths),
    unitPricePaise: Number(row.unit_price_paise),
    discountBasisPoints: Number(row.discount_basis_points),
    overDuesBasisPoints: Number(row.over_dues_basis_points),
    amountPaise: Number(row.amount_paise),
  };
}

async function itemsOf(db: Executor, invoice: InvoiceRow): Promise<InvoicePdfItem[]> {
  const rows = await db
    .selectFrom('invoice_items')
    .selectAll()
    .where('business_id', '=', invoice.business_id)
    .where('invoice_id', '=', invoice.id)
    .orderBy('position')
    .execute();
  return rows.map(itemRowToItem);
}

/**
 * One invoice with its lines and issuer. With a business id only that business's invoice is
 * found; with null any business's (the public link: the random id is the key, as for the public view).
 */
export async function findInvoicePdf(
  db: Executor,
  businessId: string | null,
  invoiceId: string,
): Promise<StoredInvoicePdf | undefined> {
  let query = db.selectFrom('invoices').selectAll().where('id', '=', invoiceId);
  if (businessId !== null) query = query.where('business_id', '=', businessId);
  const invoice = await query.executeTakeFirst();
  if (!invoice) return undefined;
  const business = await db
    .selectFrom('businesses')
    .select([
      'business_name',
      'contact_address',
      'gstin',
      'logo_url',
      'upi_id',
      'razorpay_key_id',
      'razorpay_secret_encrypted',
    ])
    .where('id', '=', invoice.business_id)
    .executeTakeFirstOrThrow();
  const items = await itemsOf(db, invoice);
  const total = Number(invoice.total_paise);
  const received = Number(invoice.total_received_paise);
  return {
    invoiceId: invoice.id,
    businessId: invoice.business_id,
    issuer: {
      businessName: business.business_name,
      contactAddress: business.contact_address,
      gstin: business.gstin ?? '',
    },
    logo: business.logo_url,
    upiId: business.upi_id || null,
    takesOnlinePayments: takesOnlinePayments(business),
    document: {
      invoiceNumber: invoice.invoice_number,
      type: invoice.type as InvoiceType,
      status: invoice.status,
      currency: invoice.currency,
      hsn: invoice.hsn,
      date: invoice.invoice_date,
      dueDate: invoice.due_date,
      notes: invoice.notes,
      client: {
        name: invoice.client_name,
        email: invoice.client_email,
        phone: invoice.client_phone,
        gstin: invoice.client_gstin ?? '',
        block: invoice.client_block,
        floor: invoice.client_floor,
        flat: invoice.client_flat,
      },
      items,
      gstRateBasisPoints: Number(invoice.gst_rate_basis_points),
      subTotalPaise: Number(invoice.sub_total_paise),
      vatPaise: Number(invoice.vat_paise),
      totalPaise: total,
      receivedPaise: received,
      balancePaise: balanceDue(total, received),
    },
  };
}
