import { randomUUID } from 'node:crypto';
import type { BillInterest, InterestSegment, InterestSource } from '@domain/interest';
import { principalOf } from '@domain/interest';
import { LEDGER_CURRENCY } from '@domain/ledger';
import type { DbTransaction, Executor } from '../../db/schema';
import { inSlices } from '../../db/slices';

/** Which flats' bills to read: one flat, or every flat of the business. */
export type SourceFlats = { customerId: string } | 'every-flat';

/**
 * The flats' bills interest may run on before `upTo`, each with its payments by date, where its last
 * charge ended and its principal (what it claims less the interest it carries), per flat. A bill is
 * read when it is on its flat's ledger (a claim in rupees: neither a quotation nor replaced, as
 * domain/ledger's ledgerFlatOf says), fell due before `upTo`, and either still owes or was paid after
 * its due date and after `chargeFrom`: a bill paid on time, or before interest was charged at all,
 * can earn none.
 */
export async function findInterestSources(
  db: Executor,
  businessId: string,
  flats: SourceFlats,
  upTo: string,
  chargeFrom: string,
): Promise<Map<string, InterestSource[]>> {
  let query = db
    .selectFrom('invoices')
    .select([
      'id',
      'customer_id',
      'invoice_number',
      'due_date',
      'total_paise',
      'total_credited_paise',
      'total_received_paise',
    ])
    .where('business_id', '=', businessId)
    .where('customer_id', 'is not', null)
    .where('type', '<>', 'Quotation')
    .where('replaced_by_invoice_id', 'is', null)
    .where('currency', '=', LEDGER_CURRENCY)
    .where('due_date', '<', upTo)
    .where((eb) =>
      eb.or([
        eb(
          eb(eb('total_paise', '-', eb.ref('total_credited_paise')), '-', eb.ref('total_received_paise')),
          '>',
          0,
        ),
        eb.exists(
          eb
            .selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.business_id', '=', 'invoices.business_id')
            .whereRef('payments.invoice_id', '=', 'invoices.id')
            .whereRef('payments.date_paid', '>', 'invoices.due_date')
            .where('payments.date_paid', '>', chargeFrom),
        ),
      ]),
    );
  if (flats !== 'every-flat') query = query.where('customer_id', '=', flats.customerId);
  // Oldest due first, sorted here: ordered by the database, SQLite would walk the business's due-date
  // index through every flat's bills instead of taking the flat's few by its customer index.
  const bills = (await query.select('invoice_number_value').execute()).sort(
    (first, second) =>
      first.due_date.localeCompare(second.due_date) ||
      Number(first.invoice_number_value) - Number(second.invoice_number_value),
  );
  const ids = bills.map((bill) => bill.id);
  const payments = new Map<string, Array<{ date: string; paise: number }>>();
  const chargedUntil = new Map<string, string>();
  const carried = new Map<string, number>();
  await inSlices(ids, async (slice) => {
    const [paymentRows, untilRows, carriedRows] = await Promise.all([
      db
        .selectFrom('payments')
        .select(['invoice_id', 'date_paid', 'amount_paise'])
        .where('business_id', '=', businessId)
        .where('invoice_id', 'in', slice)
        .execute(),
      db
        .selectFrom('interest_charges')
        .select((eb) => ['source_invoice_id', eb.fn.max('to_date').as('until')])
        .where('business_id', '=', businessId)
        .where('source_invoice_id', 'in', slice)
        .groupBy('source_invoice_id')
        .execute(),
      db
        .selectFrom('interest_charges')
        .select((eb) => ['posted_on_invoice_id', eb.fn.sum<number>('amount_paise').as('paise')])
        .where('business_id', '=', businessId)
        .where('posted_on_invoice_id', 'in', slice)
        .groupBy('posted_on_invoice_id')
        .execute(),
    ]);
    for (const row of paymentRows) {
      const list = payments.get(row.invoice_id) ?? [];
      list.push({ date: row.date_paid, paise: Number(row.amount_paise) });
      payments.set(row.invoice_id, list);
    }
    for (const row of untilRows) chargedUntil.set(row.source_invoice_id, String(row.until));
    for (const row of carriedRows) carried.set(row.posted_on_invoice_id, Number(row.paise));
  });
  const sources = new Map<string, InterestSource[]>();
  for (const bill of bills) {
    const flat = bill.customer_id as string;
    const claim = Number(bill.total_paise) - Number(bill.total_credited_paise);
    const source: InterestSource = {
      id: bill.id,
      invoiceNumber: bill.invoice_number,
      dueDate: bill.due_date,
      principalPaise: principalOf(claim, carried.get(bill.id) ?? 0),
      payments: payments.get(bill.id) ?? [],
      chargedUntil: chargedUntil.get(bill.id) ?? null,
    };
    sources.set(flat, [...(sources.get(flat) ?? []), source]);
  }
  return sources;
}

/** Records that `postedOnInvoiceId` carries these bills' interest, each stretch of days with it. */
export async function insertInterestCharges(
  trx: DbTransaction,
  businessId: string,
  postedOnInvoiceId: string,
  bills: readonly BillInterest[],
  now: string,
): Promise<void> {
  const charges = bills.map((bill) => ({ id: randomUUID(), bill }));
  await inSlices(charges, (slice) =>
    trx
      .insertInto('interest_charges')
      .values(
        slice.map(({ id, bill }) => ({
          id,
          business_id: businessId,
          source_invoice_id: bill.source.id,
          posted_on_invoice_id: postedOnInvoiceId,
          from_date: bill.from,
          to_date: bill.to,
          days: bill.days,
          rate_basis_points: bill.rateBasisPoints,
          amount_paise: bill.amountPaise,
          created_at: now,
        })),
      )
      .execute(),
  );
  const segments = charges.flatMap(({ id, bill }) =>
    bill.segments.map((segment, position) => ({
      business_id: businessId,
      charge_id: id,
      position,
      from_date: segment.from,
      to_date: segment.to,
      days: segment.days,
      principal_paise: segment.principalPaise,
      year_days: segment.yearDays,
    })),
  );
  await inSlices(segments, (slice) => trx.insertInto('interest_charge_segments').values(slice).execute());
}

/** The interest one bill carries: each earlier bill's charge with its stretches, oldest due first. */
export async function findChargesPostedOn(
  db: Executor,
  businessId: string,
  invoiceId: string,
): Promise<BillInterest[]> {
  const charges = await db
    .selectFrom('interest_charges')
    .innerJoin('invoices', (join) =>
      join
        .onRef('invoices.id', '=', 'interest_charges.source_invoice_id')
        .onRef('invoices.business_id', '=', 'interest_charges.business_id'),
    )
    .select([
      'interest_charges.id',
      'interest_charges.source_invoice_id',
      'invoices.invoice_number',
      'invoices.due_date',
      'interest_charges.from_date',
      'interest_charges.to_date',
      'interest_charges.days',
      'interest_charges.rate_basis_points',
      'interest_charges.amount_paise',
    ])
    .where('interest_charges.business_id', '=', businessId)
    .where('interest_charges.posted_on_invoice_id', '=', invoiceId)
    .orderBy('invoices.due_date')
    .orderBy('invoices.invoice_number_value')
    .execute();
  if (charges.length === 0) return [];
  const segments = await db
    .selectFrom('interest_charge_segments')
    .select(['charge_id', 'from_date', 'to_date', 'days', 'principal_paise', 'year_days'])
    .where('business_id', '=', businessId)
    .where(
      'charge_id',
      'in',
      charges.map((charge) => charge.id),
    )
    .orderBy('position')
    .execute();
  return charges.map((charge) => ({
    source: { id: charge.source_invoice_id, invoiceNumber: charge.invoice_number, dueDate: charge.due_date },
    from: charge.from_date,
    to: charge.to_date,
    days: Number(charge.days),
    rateBasisPoints: Number(charge.rate_basis_points),
    amountPaise: Number(charge.amount_paise),
    segments: segments
      .filter((segment) => segment.charge_id === charge.id)
      .map(
        (segment): InterestSegment => ({
          from: segment.from_date,
          to: segment.to_date,
          days: Number(segment.days),
          principalPaise: Number(segment.principal_paise),
          yearDays: Number(segment.year_days),
        }),
      ),
  }));
}

/** How many of these bills were charged interest on another bill (which would lose its reason if they went). */
export async function countChargesOnSources(
  db: Executor,
  businessId: string,
  invoiceIds: string[],
): Promise<number> {
  let count = 0;
  await inSlices(invoiceIds, async (slice) => {
    const row = await db
      .selectFrom('interest_charges')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('business_id', '=', businessId)
      .where('source_invoice_id', 'in', slice)
      .executeTakeFirstOrThrow();
    count += Number(row.count);
  });
  return count;
}

/** Whether the business has this flat (a customer of its own). */
export async function isOwnFlat(db: Executor, businessId: string, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** One of the business's invoices, as a bill carrying interest is named; undefined for another's. */
export async function findBillName(
  db: Executor,
  businessId: string,
  invoiceId: string,
): Promise<{ id: string; invoiceNumber: string; currency: string } | undefined> {
  const row = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'currency'])
    .where('business_id', '=', businessId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  return row && { id: row.id, invoiceNumber: row.invoice_number, currency: row.currency };
}
