import type { TInvoiceLink } from '@domain/api/invoices';
import { businessStateOf } from '@domain/gst-states';
import type { MemberLanguage } from '@domain/languages';
import type { Executor } from '../../db/schema';
import { takesOnlinePayments } from '../../tenancy/business-settings';
import type { InvoiceDetails } from './invoice-answers';
import {
  clientOfCustomer,
  type InvoiceClient,
  type InvoiceLine,
  type InvoicePayment,
  lineOfRow,
  paymentOfRow,
  type StoredInvoice,
  storedInvoiceOf,
} from './invoice-rows';

/** What an invoice shows of the business that issued it, and how its client may pay it. */
export type InvoiceIssuer = {
  ownerUserId: string;
  businessName: string;
  contactAddress: string;
  gstin: string | null;
  /** The logo's path under /api/v2/uploads, if it has one. */
  logoPath: string | null;
  upiId: string | null;
  takesOnlinePayments: boolean;
  /** The state it supplies from: its GSTIN's, else the one it chose; null with neither. */
  supplierState: string | null;
  /** The language its members' pages open in. */
  memberLanguage: MemberLanguage;
};

/** What says how the business's bills are taxed: its GSTIN and the state it chose. */
export async function findTaxFacts(
  db: Executor,
  businessId: string,
): Promise<{ gstin: string | null; stateCode: string | null }> {
  const row = await db
    .selectFrom('businesses')
    .select(['gstin', 'state_code'])
    .where('id', '=', businessId)
    .executeTakeFirst();
  return { gstin: row?.gstin ?? null, stateCode: row?.state_code ?? null };
}

/** The business's issuer details (the Razorpay secret is read only to know that one is stored). */
export async function findIssuer(db: Executor, businessId: string): Promise<InvoiceIssuer> {
  const row = await db
    .selectFrom('businesses')
    .leftJoin('billing_settings', 'billing_settings.business_id', 'businesses.id')
    .select([
      'businesses.owner_user_id',
      'businesses.business_name',
      'businesses.contact_address',
      'businesses.gstin',
      'businesses.state_code',
      'businesses.logo_url',
      'businesses.upi_id',
      'businesses.razorpay_key_id',
      'businesses.razorpay_secret_encrypted',
      'billing_settings.member_language',
    ])
    .where('businesses.id', '=', businessId)
    .executeTakeFirstOrThrow();
  return {
    ownerUserId: row.owner_user_id,
    businessName: row.business_name,
    contactAddress: row.contact_address,
    gstin: row.gstin,
    logoPath: row.logo_url,
    upiId: row.upi_id || null,
    takesOnlinePayments: takesOnlinePayments(row),
    supplierState: businessStateOf({ gstin: row.gstin, stateCode: row.state_code }),
    memberLanguage: row.member_language ?? 'en',
  };
}

/** The business's payment details: a new invoice's notes unless it says otherwise. */
export async function findPaymentDetails(db: Executor, businessId: string): Promise<string> {
  const row = await db
    .selectFrom('businesses')
    .select('payment_details')
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  return row.payment_details;
}

/** One of the business's customers as an invoice copies it. */
export async function findCustomerClient(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<InvoiceClient | undefined> {
  const row = await db
    .selectFrom('customers')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row && clientOfCustomer(row);
}

export async function invoiceNumberTaken(
  db: Executor,
  businessId: string,
  invoiceNumber: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('business_id', '=', businessId)
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the business has this invoice: another business's id is as unknown as a made-up one. */
export async function isInvoiceOf(db: Executor, businessId: string, invoiceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One invoice without its lines. With a business id only that business's invoice is found; with null
 * any business's (a public link: the random id is the key).
 */
export async function findStoredInvoice(
  db: Executor,
  businessId: string | null,
  id: string,
): Promise<StoredInvoice | undefined> {
  let query = db.selectFrom('invoices').selectAll().where('id', '=', id);
  if (businessId !== null) query = query.where('business_id', '=', businessId);
  const row = await query.executeTakeFirst();
  return row && storedInvoiceOf(row);
}

/** The invoice's lines, in their order. */
export async function findLines(db: Executor, businessId: string, invoiceId: string): Promise<InvoiceLine[]> {
  const rows = await db
    .selectFrom('invoice_items')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute();
  return rows.map(lineOfRow);
}

/** The invoice's payments, newest first: by the day paid, then by when each was recorded. */
async function findPayments(db: Executor, businessId: string, invoiceId: string): Promise<InvoicePayment[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('date_paid', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(paymentOfRow);
}

export type InvoiceLinks = { replacedBy: TInvoiceLink | null; replaces: TInvoiceLink | null };

/**
 * The late-fee invoice that replaced this one and the one it replaces, by number. Both belong to the
 * same business and bill the same client, so the public view may name them too.
 */
export async function findInvoiceLinks(db: Executor, invoice: StoredInvoice): Promise<InvoiceLinks> {
  const ids = [invoice.replacedByInvoiceId, invoice.replacesInvoiceId].filter(
    (id): id is string => id !== null,
  );
  if (ids.length === 0) return { replacedBy: null, replaces: null };
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_number'])
    .where('business_id', '=', invoice.businessId)
    .where('id', 'in', ids)
    .execute();
  const linkTo = (id: string | null) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? { _id: row.id, invoiceNumber: row.invoice_number } : null;
  };
  return { replacedBy: linkTo(invoice.replacedByInvoiceId), replaces: linkTo(invoice.replacesInvoiceId) };
}

/** An invoice with everything its page shows, and its issuer; businessId null: any business's. */
export async function findInvoiceDetails(
  db: Executor,
  businessId: string | null,
  id: string,
): Promise<(InvoiceDetails & { payee: InvoiceIssuer }) | undefined> {
  const invoice = await findStoredInvoice(db, businessId, id);
  if (!invoice) return undefined;
  const [lines, payments, links, business] = await Promise.all([
    findLines(db, invoice.businessId, invoice.id),
    findPayments(db, invoice.businessId, invoice.id),
    findInvoiceLinks(db, invoice),
    findIssuer(db, invoice.businessId),
  ]);
  return {
    invoice,
    lines,
    payments,
    links,
    ownerUserId: business.ownerUserId,
    supplierState: business.supplierState,
    issuer: {
      businessName: business.businessName,
      contactAddress: business.contactAddress,
      gstno: business.gstin ?? '',
      logo: business.logoPath ?? '',
    },
    payee: business,
  };
}

/** An invoice as its document prints it: its lines and its issuer; businessId null: any business's. */
export async function findInvoiceDocument(
  db: Executor,
  businessId: string | null,
  id: string,
): Promise<{ invoice: StoredInvoice; lines: InvoiceLine[]; issuer: InvoiceIssuer } | undefined> {
  const invoice = await findStoredInvoice(db, businessId, id);
  if (!invoice) return undefined;
  const [lines, issuer] = await Promise.all([
    findLines(db, invoice.businessId, invoice.id),
    findIssuer(db, invoice.businessId),
  ]);
  return { invoice, lines, issuer };
}
