import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type {
  TInvoice,
  TInvoiceIssuer,
  TInvoiceListRow,
  TPublicInvoice,
  ZInvoiceItem,
  ZPaymentRecord,
} from '../../../domain/api/invoices';
import type { InvoiceType } from '../../../domain/constants';
import { hundredthsToNumber } from '../../../domain/decimal';
import { fromPaise } from '../../../domain/money';
import { fromHundredths } from '../../../domain/quantity';
import { balanceDue } from '../../../domain/status';
import type {
  BusinessRow,
  CustomerRow,
  DB,
  Executor,
  InvoiceItemRow,
  InvoiceRow,
  InvoiceUpdate,
  NewInvoiceItemRow,
  NewInvoiceRow,
  PaymentRow,
} from '../../db/schema';
import { paymentOptionsOf } from './public-payment-options';

/** Whose invoices: rows are filtered by the business and answered with its owner as `creator`. */
export type InvoiceOwner = Pick<
  BusinessRow,
  'id' | 'owner_user_id' | 'business_name' | 'contact_address' | 'gstin' | 'logo_url'
>;

/** What a tax invoice must show of its issuer (issue 6 point 5), and nothing more of the business. */
function issuerOf(business: Omit<InvoiceOwner, 'id' | 'owner_user_id'>): TInvoiceIssuer {
  return {
    businessName: business.business_name,
    contactAddress: business.contact_address,
    gstno: business.gstin ?? '',
    logo: business.logo_url ?? '',
  };
}

export async function findCustomerRow(
  db: Executor,
  owner: InvoiceOwner,
  customerId: string,
): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('business_id', '=', owner.id)
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/**
 * The next number of the business: the counter is raised and read in one statement, which on
 * PostgreSQL also locks the business row until the transaction ends, so concurrent creates queue
 * and each gets its own number (SQLite runs one transaction at a time anyway).
 */
export async function takeNextInvoiceNumber(trx: Transaction<DB>, owner: InvoiceOwner): Promise<number> {
  const row = await trx
    .updateTable('businesses')
    .set((eb) => ({ invoice_counter: eb('invoice_counter', '+', 1) }))
    .where('id', '=', owner.id)
    .returning('invoice_counter')
    .executeTakeFirstOrThrow();
  return Number(row.invoice_counter);
}

/**
 * A typed number raises the counter to at least that number (under the same row lock), so the
 * numbers given out later never land on it.
 */
export async function raiseInvoiceCounterTo(
  trx: Transaction<DB>,
  owner: InvoiceOwner,
  value: number,
): Promise<void> {
  await trx
    .updateTable('businesses')
    .set({
      invoice_counter: sql<number>`case when invoice_counter < ${value} then ${value} else invoice_counter end`,
    })
    .where('id', '=', owner.id)
    .execute();
}

export async function invoiceNumberTaken(
  db: Executor,
  owner: InvoiceOwner,
  invoiceNumber: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('business_id', '=', owner.id)
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
  return row !== undefined;
}

export type NewInvoice = {
  invoice: Omit<NewInvoiceRow, 'business_id'>;
  items: Omit<NewInvoiceItemRow, 'business_id' | 'invoice_id'>[];
};

/**
 * Stores an invoice with its lines. Answers false, storing nothing, when the number
 * is already taken: the unique index (business_id, invoice_number) decides, even between racing requests.
 */
export async function insertInvoice(
  trx: Transaction<DB>,
  owner: InvoiceOwner,
  { invoice, items }: NewInvoice,
): Promise<boolean> {
  const stored = await trx
    .insertInto('invoices')
    .values({ ...invoice, business_id: owner.id })
    .onConflict((conflict) => conflict.columns(['business_id', 'invoice_number']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!stored) return false;
  const link = { business_id: owner.id, invoice_id: stored.id };
  await trx
    .insertInto('invoice_items')
    .values(items.map((item) => ({ ...item, ...link })))
    .execute();
  return true;
}

type InvoiceLinks = Pick<TInvoice, 'replacedBy' | 'replaces'>;

type InvoiceParts = {
  invoice: InvoiceRow;
  items: InvoiceItemRow[];
  payments: PaymentRow[];
  links: InvoiceLinks;
};

/**
 * The late-fee invoice that replaced this one and the one it replaces, by number. Both belong to the
 * same business and bill the same client, so the public view may name them too.
 */
export async function findInvoiceLinks(db: Executor, invoice: InvoiceRow): Promise<InvoiceLinks> {
  const ids = [invoice.replaced_by_invoice_id, invoice.replaces_invoice_id].filter(
    (id): id is string => id !== null,
  );
  if (ids.length === 0) return { replacedBy: null, replaces: null };
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_number'])
    .where('business_id', '=', invoice.business_id)
    .where('id', 'in', ids)
    .execute();
  const linkTo = (id: string | null) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? { _id: row.id, invoiceNumber: row.invoice_number } : null;
  };
  return {
    replacedBy: linkTo(invoice.replaced_by_invoice_id),
    replaces: linkTo(invoice.replaces_invoice_id),
  };
}

async function partsOf(db: Executor, invoice: InvoiceRow): Promise<InvoiceParts> {
  const [items, payments, links] = await Promise.all([
    db
      .selectFrom('invoice_items')
      .selectAll()
      .where('business_id', '=', invoice.business_id)
      .where('invoice_id', '=', invoice.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('payments')
      .selectAll()
      .where('business_id', '=', invoice.business_id)
      .where('invoice_id', '=', invoice.id)
      // Newest first (SPEC §9): by the day paid, then by when it was recorded.
      .orderBy('date_paid', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    findInvoiceLinks(db, invoice),
  ]);
  return { invoice, items, payments, links };
}

/** One of the business's invoices, with everything its creator sees. */
export async function findInvoice(
  db: Executor,
  owner: InvoiceOwner,
  id: string,
): Promise<TInvoice | undefined> {
  const row = await db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', owner.id)
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && { ...invoicePartsToInvoice(await partsOf(db, row), owner.owner_user_id), issuer: issuerOf(owner) }
  );
}

/**
 * Any business's invoice by its id (a random UUID: the link is the key), as the public sees it:
 * the document, what a tax invoice must show of its issuer, and how the client may pay it (the
 * Razorpay secret is read only to know that one is stored).
 */
export async function findPublicInvoice(db: Executor, id: string): Promise<TPublicInvoice | undefined> {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [parts, business] = await Promise.all([
    partsOf(db, row),
    db
      .selectFrom('businesses')
      .select([
        'business_name',
        'contact_address',
        'gstin',
        'logo_url',
        'owner_user_id',
        'upi_id',
        'razorpay_key_id',
        'razorpay_secret_encrypted',
      ])
      .where('id', '=', row.business_id)
      .executeTakeFirstOrThrow(),
  ]);
  const { creator, paymentRecords, createdAt, ...document } = invoicePartsToInvoice(
    parts,
    business.owner_user_id,
  );
  return { ...document, issuer: issuerOf(business), paymentOptions: paymentOptionsOf(row, business) };
}

function itemRowToItem(row: InvoiceItemRow): z.infer<typeof ZInvoiceItem> {
  return {
    itemName: row.item_name,
    basis: row.basis,
    unitPrice: fromPaise(Number(row.unit_price_paise)),
    quantity: fromHundredths(Number(row.quantity_hundredths)),
    discount: hundredthsToNumber(row.discount_basis_points),
    overDues: hundredthsToNumber(row.over_dues_basis_points),
    amount: fromPaise(Number(row.amount_paise)),
  };
}

function paymentRowToRecord(row: PaymentRow): z.infer<typeof ZPaymentRecord> {
  return {
    _id: row.id,
    amountPaid: fromPaise(Number(row.amount_paise)),
    datePaid: row.date_paid,
    paymentMethod: row.payment_method,
    note: row.note,
    paidBy: row.paid_by,
  };
}

/** An invoice as lists show it: everything but its lines, payments, issuer and links. */
export function invoiceRowToListRow(invoice: InvoiceRow, ownerUserId: string): TInvoiceListRow {
  const total = Number(invoice.total_paise);
  const received = Number(invoice.total_received_paise);
  return {
    _id: invoice.id,
    invoiceNumber: invoice.invoice_number,
    type: invoice.type as InvoiceType,
    status: invoice.status as TInvoice['status'],
    date: invoice.invoice_date,
    dueDate: invoice.due_date,
    client: {
      _id: invoice.customer_id,
      name: invoice.client_name,
      email: invoice.client_email,
      phone: invoice.client_phone,
      gstno: invoice.client_gstin ?? '',
      block: invoice.client_block,
      floor: invoice.client_floor,
      flat: invoice.client_flat,
      flatarea: fromHundredths(Number(invoice.client_area_hundredths)),
    },
    subTotal: fromPaise(Number(invoice.sub_total_paise)),
    rates: hundredthsToNumber(invoice.gst_rate_basis_points),
    vat: fromPaise(Number(invoice.vat_paise)),
    total: fromPaise(total),
    totalAmountReceived: fromPaise(received),
    balanceDue: fromPaise(balanceDue(total, received)),
    currency: invoice.currency,
    hsn: invoice.hsn,
    notes: invoice.notes,
    creator: [ownerUserId],
    createdAt: invoice.created_at,
  };
}

function invoicePartsToInvoice(
  { invoice, items, payments, links }: InvoiceParts,
  ownerUserId: string,
): Omit<TInvoice, 'issuer'> {
  return {
    ...invoiceRowToListRow(invoice, ownerUserId),
    items: items.map(itemRowToItem),
    paymentRecords: payments.map(paymentRowToRecord),
    ...links,
  };
}

/** One of the business's invoice rows as stored (after the ledger has locked it). */
export async function findInvoiceRow(
  db: Executor,
  owner: InvoiceOwner,
  id: string,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', owner.id)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findInvoiceItemRows(
  db: Executor,
  owner: InvoiceOwner,
  invoiceId: string,
): Promise<InvoiceItemRow[]> {
  return db
    .selectFrom('invoice_items')
    .selectAll()
    .where('business_id', '=', owner.id)
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute();
}

/** Marks the (locked) original as replaced by its late-fee invoice. */
export async function markInvoiceReplaced(
  trx: Transaction<DB>,
  owner: InvoiceOwner,
  id: string,
  replacementId: string,
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ replaced_by_invoice_id: replacementId })
    .where('business_id', '=', owner.id)
    .where('id', '=', id)
    .execute();
}

export type InvoiceChanges = {
  invoice: Omit<InvoiceUpdate, 'id' | 'business_id' | 'created_at' | 'total_received_paise'>;
  items: NewInvoice['items'];
};

/** Writes the recomputed invoice and replaces its lines; payments are left as they are. */
export async function updateInvoice(
  trx: Transaction<DB>,
  owner: InvoiceOwner,
  id: string,
  { invoice, items }: InvoiceChanges,
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set(invoice)
    .where('business_id', '=', owner.id)
    .where('id', '=', id)
    .execute();
  await trx
    .deleteFrom('invoice_items')
    .where('business_id', '=', owner.id)
    .where('invoice_id', '=', id)
    .execute();
  await trx
    .insertInto('invoice_items')
    .values(items.map((item) => ({ ...item, business_id: owner.id, invoice_id: id })))
    .execute();
}
