import { randomUUID } from 'node:crypto';
import { customerSearchText } from '@domain/api/customers';
import { capitalized } from '@domain/api/limits';
import type { GstTreatment } from '@domain/bill-heads';
import { DEFAULT_GST_RATE, DEFAULT_HSN } from '@domain/constants';
import { computeInvoiceTotals } from '@domain/invoice-math';
import { DEFAULT_LINE_BASIS, type LineBasis } from '@domain/line-basis';
import { flatSortKey } from '@domain/natural-sort';
import { formatInvoiceNumber, parseInvoiceNumber } from '@domain/numbering';
import { toBasisPoints } from '@domain/percent';
import type { Role } from '@domain/roles';
import { deriveStatus } from '@domain/status';
import type { Kysely } from 'kysely';
import type {
  BusinessRow,
  CustomerRow,
  DB,
  InvoiceItemRow,
  InvoiceRow,
  NewBusinessRow,
  NewCustomerRow,
  NewInvoiceRow,
  NewUserRow,
  UserRow,
} from '../db/schema';
import { invoiceLinesOf } from '../features/invoices/invoice-figures';
import { clientColumnsOf, clientOfCustomer, lineRowsOf } from '../features/invoices/invoice-rows';
import { insertMembership } from '../tenancy/tenants.repository';

/**
 * Test data with unique values, so tests never collide on a shared database. Each factory makes the
 * parents it is not given: an invoice without a customer gets one, a customer without a business
 * gets one, a business without an owner gets one.
 */
const now = () => new Date().toISOString();
const unique = () => randomUUID().slice(0, 8);

export async function buildUser(db: Kysely<DB>, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  const suffix = unique();
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: `owner-${suffix}@example.test`,
      first_name: 'Owner',
      last_name: suffix,
      password_hash: 'not-a-real-hash',
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type BusinessFixture = { user: UserRow; business: BusinessRow };

export async function buildBusiness(
  db: Kysely<DB>,
  options: { user?: UserRow; values?: Partial<NewBusinessRow> } = {},
): Promise<BusinessFixture> {
  const user = options.user ?? (await buildUser(db));
  const business = await db
    .insertInto('businesses')
    .values({
      id: randomUUID(),
      owner_user_id: user.id,
      name: `${user.first_name} ${user.last_name}`,
      email: user.email,
      phone_number: '+919800000000',
      business_name: `Green Park Society ${unique()}`,
      contact_address: 'Sector 5, Pune',
      website: '',
      payment_details: 'Bank: HDFC, A/c 000123',
      created_at: now(),
      updated_at: now(),
      ...options.values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertMembership(db, { businessId: business.id, userId: user.id, role: 'owner' });
  return { user, business };
}

/** A person in a business's team besides its owner: their own account, with a role. */
export async function buildMember(db: Kysely<DB>, parent: BusinessFixture, role: Role): Promise<UserRow> {
  const user = await buildUser(db, {
    email: `${role}-${unique()}@example.test`,
    first_name: capitalized(role),
  });
  await insertMembership(db, { businessId: parent.business.id, userId: user.id, role });
  return user;
}

export type CustomerFixture = BusinessFixture & { customer: CustomerRow };

export async function buildCustomer(
  db: Kysely<DB>,
  options: { parent?: BusinessFixture; values?: Partial<NewCustomerRow> } = {},
): Promise<CustomerFixture> {
  const parent = options.parent ?? (await buildBusiness(db));
  const values = {
    name: `Resident ${unique()}`,
    email: `resident-${unique()}@example.test`,
    phone: '+919811111111',
    block: 'A',
    floor: '2',
    flat: `A-${unique()}`,
    ...options.values,
  };
  const customer = await db
    .insertInto('customers')
    .values({
      id: randomUUID(),
      business_id: parent.business.id,
      gstin: null,
      area_hundredths: 125_050,
      price_per_sqft_paise: 250,
      created_at: now(),
      updated_at: now(),
      sort_key: flatSortKey(values.block, values.floor, values.flat),
      search_text: customerSearchText(values),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...parent, customer };
}

export type InvoiceItemInput = {
  itemName: string;
  unitPrice: number;
  quantity: number;
  /** Per sq.ft unless said otherwise; the quantity is taken as given either way. */
  basis?: LineBasis;
  discount?: number;
  overDues?: number;
  gstTreatment?: GstTreatment;
};

export type InvoiceFixture = CustomerFixture & { invoice: InvoiceRow; items: InvoiceItemRow[] };

/** Maintenance ₹3,750 (taxable) and a sinking fund of ₹500 (exempt): at 18 % GST ₹675, ₹4,925 in all. */
export const MAINTENANCE_AND_SINKING_FUND: InvoiceItemInput[] = [
  { itemName: 'Maintenance', unitPrice: 375_000, quantity: 100, basis: 'fixed' },
  { itemName: 'Sinking fund', unitPrice: 50_000, quantity: 100, basis: 'fixed', gstTreatment: 'exempt' },
];

/**
 * An invoice whose figures come from domain/ exactly as the product computes them. Items are in
 * exact units (paise, hundredths of a sq.ft); by default one maintenance line for the flat.
 */
export async function buildInvoice(
  db: Kysely<DB>,
  options: {
    parent?: CustomerFixture;
    items?: InvoiceItemInput[];
    gstRate?: number;
    receivedPaise?: number;
    values?: Partial<NewInvoiceRow>;
  } = {},
): Promise<InvoiceFixture> {
  const parent = options.parent ?? (await buildCustomer(db));
  const { business, customer } = parent;
  const gstRate = options.gstRate ?? DEFAULT_GST_RATE;
  const lines = options.items ?? [
    { itemName: 'Maintenance', unitPrice: customer.price_per_sqft_paise, quantity: customer.area_hundredths },
  ];
  const totals = computeInvoiceTotals(
    lines.map((line) => ({
      ...line,
      basis: line.basis ?? DEFAULT_LINE_BASIS,
      discount: line.discount ?? 0,
      overDues: line.overDues ?? 0,
      gstTreatment: line.gstTreatment ?? 'taxable',
      billHeadId: null,
      hsn: DEFAULT_HSN,
    })),
    gstRate,
  );
  const counter = await db
    .updateTable('businesses')
    .set((eb) => ({ invoice_counter: eb('invoice_counter', '+', 1) }))
    .where('id', '=', business.id)
    .returning('invoice_counter')
    .executeTakeFirstOrThrow();
  const invoiceNumber = options.values?.invoice_number ?? formatInvoiceNumber(counter.invoice_counter);
  const received = options.receivedPaise ?? 0;
  const invoice = await db
    .insertInto('invoices')
    .values({
      id: randomUUID(),
      business_id: business.id,
      invoice_number: invoiceNumber,
      invoice_number_value: parseInvoiceNumber(invoiceNumber) ?? counter.invoice_counter,
      type: 'Invoice',
      status: deriveStatus(totals.total, received, 0),
      currency: 'INR',
      gst_rate_basis_points: toBasisPoints(gstRate),
      hsn: DEFAULT_HSN,
      sub_total_paise: totals.subTotal,
      gst_paise: totals.gst,
      total_paise: totals.total,
      total_received_paise: received,
      invoice_date: '2026-11-01',
      due_date: '2026-11-30',
      notes: business.payment_details,
      ...clientColumnsOf(clientOfCustomer(customer)),
      replaced_by_invoice_id: null,
      created_at: now(),
      updated_at: now(),
      ...options.values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const items = await db
    .insertInto('invoice_items')
    .values(lineRowsOf(business.id, invoice.id, invoiceLinesOf(totals)))
    .returningAll()
    .execute();
  return { ...parent, invoice, items };
}

/**
 * A payment row on an invoice, written straight into the table as a bulk load or an import would:
 * the invoice's own figures are left as they are (a test that needs them in step records the payment
 * through the API).
 */
export async function buildPayment(
  db: Kysely<DB>,
  invoice: Pick<InvoiceRow, 'id' | 'business_id'>,
  values: { amountPaise: number; datePaid: string; receiptId?: string },
): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      business_id: invoice.business_id,
      invoice_id: invoice.id,
      amount_paise: values.amountPaise,
      date_paid: values.datePaid,
      payment_method: 'Cash',
      provider: null,
      provider_payment_id: null,
      receipt_id: values.receiptId ?? null,
      created_at: now(),
    })
    .execute();
}
