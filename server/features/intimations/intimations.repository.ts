import { receiptNumberOf } from '@domain/numbering';
import type { Insertable } from 'kysely';
import type { DbTransaction, Executor, PaymentIntimationsTable } from '../../db/schema';

export type IntimationStatus = 'pending' | 'confirmed' | 'rejected';

/** A member's report of a payment as stored, money in paise, with its flat. */
export type StoredIntimation = {
  id: string;
  customerId: string;
  flat: { name: string; email: string; phone: string; block: string; floor: string; flat: string };
  amountPaise: number;
  paidOn: string;
  paymentMethod: string;
  reference: string;
  note: string;
  proofType: string | null;
  status: IntimationStatus;
  reason: string;
  receiptId: string | null;
  /** The receipt a confirmation made, as numbered ('R-007'); null before one. */
  receiptNumber: string | null;
  createdAt: string;
};

export async function insertIntimation(
  db: Executor,
  row: Insertable<PaymentIntimationsTable>,
): Promise<void> {
  await db.insertInto('payment_intimations').values(row).execute();
}

/**
 * The reports with their flat and, once confirmed, their receipt. Each report's flat and receipt are
 * looked up by their primary keys, never joined: PostgreSQL without statistics may plan a join as
 * every flat read again for each report, and the id alone leaves it one index to read by. The report
 * is the business's, and so are its flat and its receipt.
 */
function intimationsOf(db: Executor, businessId: string) {
  return db
    .selectFrom('payment_intimations')
    .select((eb) => {
      const flat = eb
        .selectFrom('customers')
        .whereRef('customers.id', '=', 'payment_intimations.customer_id');
      const receipt = eb
        .selectFrom('receipts')
        .whereRef('receipts.id', '=', 'payment_intimations.receipt_id');
      return [
        receipt.select('receipts.receipt_number_value').as('receipt_number_value'),
        receipt.select('receipts.number_text').as('number_text'),
        'payment_intimations.id',
        'payment_intimations.customer_id',
        'payment_intimations.amount_paise',
        'payment_intimations.paid_on',
        'payment_intimations.payment_method',
        'payment_intimations.reference',
        'payment_intimations.note',
        'payment_intimations.proof_type',
        'payment_intimations.status',
        'payment_intimations.reason',
        'payment_intimations.receipt_id',
        'payment_intimations.created_at',
        flat.select('customers.name').as('name'),
        flat.select('customers.email').as('email'),
        flat.select('customers.phone').as('phone'),
        flat.select('customers.block').as('block'),
        flat.select('customers.floor').as('floor'),
        flat.select('customers.flat').as('flat'),
      ];
    })
    .where('payment_intimations.business_id', '=', businessId);
}

type Row = Awaited<ReturnType<ReturnType<typeof intimationsOf>['execute']>>[number];

function intimationOf(row: Row): StoredIntimation {
  return {
    id: row.id,
    customerId: row.customer_id,
    // Every report has its flat (a flat's reports go with it); '' only satisfies the type.
    flat: {
      name: row.name ?? '',
      email: row.email ?? '',
      phone: row.phone ?? '',
      block: row.block ?? '',
      floor: row.floor ?? '',
      flat: row.flat ?? '',
    },
    amountPaise: Number(row.amount_paise),
    paidOn: row.paid_on,
    paymentMethod: row.payment_method,
    reference: row.reference,
    note: row.note,
    proofType: row.proof_type,
    status: row.status,
    reason: row.reason,
    receiptId: row.receipt_id,
    receiptNumber:
      row.receipt_number_value === null
        ? null
        : receiptNumberOf(Number(row.receipt_number_value), row.number_text),
    createdAt: row.created_at,
  };
}

/** The business's reports in a status (every status with 'all'), newest first, at most `limit`. */
export async function findIntimations(
  db: Executor,
  businessId: string,
  status: IntimationStatus | 'all',
  limit: number,
): Promise<StoredIntimation[]> {
  let query = intimationsOf(db, businessId);
  if (status !== 'all') query = query.where('payment_intimations.status', '=', status);
  const rows = await query.orderBy('payment_intimations.created_at', 'desc').limit(limit).execute();
  return rows.map(intimationOf);
}

export async function findIntimation(
  db: Executor,
  businessId: string,
  id: string,
): Promise<StoredIntimation | undefined> {
  const row = await intimationsOf(db, businessId).where('payment_intimations.id', '=', id).executeTakeFirst();
  return row && intimationOf(row);
}

/**
 * Decides a report still pending, once: the update's condition is the lock, so two treasurers deciding
 * at once leave one decision. Answers whether this one decided it.
 */
export async function decideIntimation(
  trx: DbTransaction,
  businessId: string,
  id: string,
  decision: { status: 'confirmed' | 'rejected'; reason: string; userId: string; at: string },
): Promise<boolean> {
  const updated = await trx
    .updateTable('payment_intimations')
    .set({
      status: decision.status,
      reason: decision.reason,
      decided_by_user_id: decision.userId,
      decided_at: decision.at,
    })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function linkReceipt(trx: DbTransaction, businessId: string, id: string, receiptId: string) {
  await trx
    .updateTable('payment_intimations')
    .set({ receipt_id: receiptId })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

export async function findProof(
  db: Executor,
  businessId: string,
  id: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('payment_intimations')
    .select(['proof_type', 'proof_bytes'])
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.proof_type && row.proof_bytes
    ? { contentType: row.proof_type, bytes: row.proof_bytes }
    : undefined;
}

/**
 * What else carries each of these references (compared trimmed, in any case): receipts, and reports
 * other than the one asking that were not rejected. Keyed by the lower-case reference.
 */
export async function findSameReferences(
  db: Executor,
  businessId: string,
  references: string[],
): Promise<{ receipts: Map<string, string[]>; reports: Map<string, { id: string; createdAt: string }[]> }> {
  const keys = [...new Set(references.map((reference) => reference.trim().toLowerCase()).filter(Boolean))];
  const receipts = new Map<string, string[]>();
  const reports = new Map<string, { id: string; createdAt: string }[]>();
  if (keys.length === 0) return { receipts, reports };
  const receiptRows = await db
    .selectFrom('receipts')
    .select(['reference', 'receipt_number_value', 'number_text'])
    .where('business_id', '=', businessId)
    .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['reference'])]), 'in', keys))
    .execute();
  for (const row of receiptRows) {
    const key = row.reference.trim().toLowerCase();
    receipts.set(key, [
      ...(receipts.get(key) ?? []),
      receiptNumberOf(Number(row.receipt_number_value), row.number_text),
    ]);
  }
  const reportRows = await db
    .selectFrom('payment_intimations')
    .select(['id', 'reference', 'created_at'])
    .where('business_id', '=', businessId)
    .where('status', '<>', 'rejected')
    .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['reference'])]), 'in', keys))
    .execute();
  for (const row of reportRows) {
    const key = row.reference.trim().toLowerCase();
    reports.set(key, [...(reports.get(key) ?? []), { id: row.id, createdAt: row.created_at }]);
  }
  return { receipts, reports };
}
