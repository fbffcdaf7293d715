import type { HeadLimit, Occupancy } from '@domain/bill-heads';
import { DEFAULT_CURRENCY } from '@domain/constants';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { BillingRunStatus, DB, DbTransaction, Executor } from '../../db/schema';
import { inSlices } from '../../db/slices';
import { isOwing, owedOn } from '../invoices';

/** A run as the feature works with it. */
export type BillingRun = {
  id: string;
  period: string;
  billDate: string;
  dueDate: string;
  flats: HeadLimit;
  /** The run's heads, in no particular order: the heads' own positions order the bill. */
  headIds: string[];
  status: BillingRunStatus;
  createdAt: string;
  publishedAt: string | null;
};

/** What a run's bills add up to, in paise. */
export type RunCollection = { bills: number; billedPaise: number; collectedPaise: number };

/** Each run's bills: how many, their total and what they have received, by run id. */
export async function findRunCollections(
  db: Executor,
  businessId: string,
  runIds: string[],
): Promise<Map<string, RunCollection>> {
  if (runIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => [
      'billing_run_id',
      eb.fn.countAll<number>().as('bills'),
      eb.fn.sum<number>('total_paise').as('billed'),
      eb.fn.sum<number>('total_received_paise').as('collected'),
    ])
    .where('business_id', '=', businessId)
    .where('billing_run_id', 'in', runIds)
    .groupBy('billing_run_id')
    .execute();
  return new Map(
    rows.flatMap((row) =>
      row.billing_run_id
        ? [
            [
              row.billing_run_id,
              {
                bills: Number(row.bills),
                billedPaise: Number(row.billed),
                collectedPaise: Number(row.collected),
              },
            ],
          ]
        : [],
    ),
  );
}

/** A flat as a run bills it: area in hundredths of a sq.ft. */
export type RunFlat = {
  id: string;
  name: string;
  email: string;
  phone: string;
  block: string;
  floor: string;
  flat: string;
  /** What places its bill's supply: the flat's own state, and its holder's GSTIN. */
  stateCode: string | null;
  gstin: string | null;
  areaHundredths: number;
  parkingSlots: number;
  occupancy: Occupancy;
};

/**
 * Stores a draft with its heads and chosen flats. A run the server prepares by itself (`isPrepared`)
 * is stored once per period: false, storing nothing, when another process prepared it first.
 */
export async function insertBillingRun(
  trx: DbTransaction,
  businessId: string,
  run: Omit<BillingRun, 'status' | 'createdAt' | 'publishedAt'> & { isPrepared?: boolean },
  now: string,
): Promise<boolean> {
  const stored = await trx
    .insertInto('billing_runs')
    .values({
      id: run.id,
      business_id: businessId,
      period: run.period,
      bill_date: run.billDate,
      due_date: run.dueDate,
      flats_kind: run.flats.kind,
      flats_block: run.flats.kind === 'block' ? run.flats.block : null,
      is_prepared: run.isPrepared ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .$if(run.isPrepared === true, (insert) =>
      insert.onConflict((conflict) =>
        conflict
          .columns(['business_id', 'period'])
          .where(sql.ref('is_prepared'), '=', sql.lit(1))
          .doNothing(),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  if (!stored) return false;
  const owned = { business_id: businessId, run_id: run.id };
  await inSlices(
    run.headIds.map((headId) => ({ ...owned, head_id: headId })),
    (slice) => trx.insertInto('billing_run_heads').values(slice).execute(),
  );
  const flats = run.flats.kind === 'flats' ? run.flats.flats : [];
  await inSlices(
    flats.map((customerId) => ({ ...owned, customer_id: customerId })),
    (slice) => trx.insertInto('billing_run_flats').values(slice).execute(),
  );
  return true;
}

/** The business's runs, newest first; `id` narrows them to one. */
export async function listBillingRuns(db: Executor, businessId: string, id?: string): Promise<BillingRun[]> {
  let query = db.selectFrom('billing_runs').selectAll().where('business_id', '=', businessId);
  if (id) query = query.where('id', '=', id);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [heads, flats] = await Promise.all([
    db
      .selectFrom('billing_run_heads')
      .select(['run_id', 'head_id'])
      .where('business_id', '=', businessId)
      .where('run_id', 'in', ids)
      .execute(),
    db
      .selectFrom('billing_run_flats')
      .select(['run_id', 'customer_id'])
      .where('business_id', '=', businessId)
      .where('run_id', 'in', ids)
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    period: row.period,
    billDate: row.bill_date,
    dueDate: row.due_date,
    flats:
      row.flats_kind === 'block'
        ? { kind: 'block', block: row.flats_block ?? '' }
        : row.flats_kind === 'flats'
          ? {
              kind: 'flats',
              flats: flats.filter((flat) => flat.run_id === row.id).map((flat) => flat.customer_id),
            }
          : { kind: 'all' },
    headIds: heads.filter((head) => head.run_id === row.id).map((head) => head.head_id),
    status: row.status,
    createdAt: row.created_at,
    publishedAt: row.published_at,
  }));
}

export async function deleteBillingRun(trx: DbTransaction, businessId: string, id: string): Promise<void> {
  await trx.deleteFrom('billing_runs').where('business_id', '=', businessId).where('id', '=', id).execute();
}

/** The flats a selection names, in natural flat order (block, floor, flat; numbers as numbers). */
export async function findRunFlats(db: Executor, businessId: string, selection: HeadLimit, runId?: string) {
  let query = db
    .selectFrom('customers')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'block',
      'floor',
      'flat',
      'state_code',
      'gstin',
      'area_hundredths',
      'parking_slots',
      'occupancy',
    ])
    .where('business_id', '=', businessId);
  // An archived flat is billed no more, unless it is chosen by name.
  if (selection.kind !== 'flats') query = query.where('archived_at', 'is', null);
  if (selection.kind === 'block') query = query.where('block', '=', selection.block);
  if (selection.kind === 'flats') {
    if (!runId) throw new Error('a run of chosen flats reads them from its own rows');
    query = query.where('id', 'in', (eb) =>
      eb.selectFrom('billing_run_flats').select('customer_id').where('run_id', '=', runId),
    );
  }
  const rows = await query.orderBy('sort_key').orderBy('id').execute();
  return rows.map(
    (row): RunFlat => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      block: row.block,
      floor: row.floor,
      flat: row.flat,
      stateCode: row.state_code,
      gstin: row.gstin,
      areaHundredths: Number(row.area_hundredths),
      parkingSlots: Number(row.parking_slots),
      occupancy: row.occupancy,
    }),
  );
}

/** The run's typed amounts, by head and flat (`${headId} ${customerId}`), in paise. */
export async function findTypedAmounts(
  db: Executor,
  businessId: string,
  runId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('billing_run_amounts')
    .select(['head_id', 'customer_id', 'amount_paise'])
    .where('business_id', '=', businessId)
    .where('run_id', '=', runId)
    .execute();
  return new Map(rows.map((row) => [typedKey(row.head_id, row.customer_id), Number(row.amount_paise)]));
}

export function typedKey(headId: string, customerId: string): string {
  return `${headId} ${customerId}`;
}

/**
 * Writes typed amounts in slices: null clears a flat's amount for the head, anything else replaces
 * it. A flat and head named twice keeps the last amount, as if typed one after the other.
 */
export async function writeTypedAmounts(
  trx: DbTransaction,
  businessId: string,
  runId: string,
  amounts: Array<{ headId: string; customerId: string; amountPaise: number | null }>,
): Promise<void> {
  const last = new Map(amounts.map((amount) => [`${amount.headId} ${amount.customerId}`, amount]));
  const byHead = new Map<string, string[]>();
  for (const { headId, customerId } of last.values())
    byHead.set(headId, [...(byHead.get(headId) ?? []), customerId]);
  for (const [headId, customerIds] of byHead) {
    await inSlices(customerIds, (slice) =>
      trx
        .deleteFrom('billing_run_amounts')
        .where('business_id', '=', businessId)
        .where('run_id', '=', runId)
        .where('head_id', '=', headId)
        .where('customer_id', 'in', slice)
        .execute(),
    );
  }
  const kept = [...last.values()].filter((amount) => amount.amountPaise !== null);
  await inSlices(kept, (slice) =>
    trx
      .insertInto('billing_run_amounts')
      .values(
        slice.map((amount) => ({
          business_id: businessId,
          run_id: runId,
          head_id: amount.headId,
          customer_id: amount.customerId,
          amount_paise: amount.amountPaise ?? 0,
        })),
      )
      .execute(),
  );
}

/** A flat's bill for a period, and the run that issued it. */
export type PeriodBill = { id: string; invoiceNumber: string; runId: string | null };

/** The flats already billed for the period, with their bill: a flat is billed at most once per period. */
export async function findPeriodBills(
  db: Executor,
  businessId: string,
  period: string,
): Promise<Map<string, PeriodBill>> {
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'customer_id', 'billing_run_id'])
    .where('business_id', '=', businessId)
    .where('billing_period', '=', period)
    .execute();
  return new Map(
    rows.flatMap((row) =>
      row.customer_id
        ? [[row.customer_id, { id: row.id, invoiceNumber: row.invoice_number, runId: row.billing_run_id }]]
        : [],
    ),
  );
}

/** What a run's bills were issued for, by flat: totals, and each head's line amount, in paise. */
export type IssuedBill = { subTotal: number; gst: number; total: number; heads: Map<string, number> };

export async function findIssuedBills(
  db: Executor,
  businessId: string,
  runId: string,
): Promise<Map<string, IssuedBill>> {
  const [bills, lines] = await Promise.all([
    db
      .selectFrom('invoices')
      .select(['id', 'customer_id', 'sub_total_paise', 'gst_paise', 'total_paise'])
      .where('business_id', '=', businessId)
      .where('billing_run_id', '=', runId)
      .execute(),
    db
      .selectFrom('invoice_items')
      .innerJoin('invoices', (join) =>
        join
          .onRef('invoices.id', '=', 'invoice_items.invoice_id')
          .onRef('invoices.business_id', '=', 'invoice_items.business_id'),
      )
      .select(['invoice_items.invoice_id', 'invoice_items.bill_head_id', 'invoice_items.amount_paise'])
      .where('invoices.business_id', '=', businessId)
      .where('invoices.billing_run_id', '=', runId)
      .execute(),
  ]);
  const byInvoice = new Map<string, Map<string, number>>();
  for (const line of lines) {
    if (!line.bill_head_id) continue;
    const heads = byInvoice.get(line.invoice_id) ?? new Map<string, number>();
    heads.set(line.bill_head_id, (heads.get(line.bill_head_id) ?? 0) + Number(line.amount_paise));
    byInvoice.set(line.invoice_id, heads);
  }
  const issued = new Map<string, IssuedBill>();
  for (const bill of bills) {
    if (!bill.customer_id) continue;
    issued.set(bill.customer_id, {
      subTotal: Number(bill.sub_total_paise),
      gst: Number(bill.gst_paise),
      total: Number(bill.total_paise),
      heads: byInvoice.get(bill.id) ?? new Map(),
    });
  }
  return issued;
}

/**
 * What each flat still owes on its rupee bills of other periods (and bills outside any run), in
 * paise: the arrears a new bill brings forward. Quotations and replaced invoices owe nothing.
 */
export async function findArrears(
  db: Executor,
  businessId: string,
  period: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('invoices')
    .where('business_id', '=', businessId)
    .where('customer_id', 'is not', null)
    .where('currency', '=', DEFAULT_CURRENCY)
    .where(isOwing)
    .where((eb) => eb.or([eb('billing_period', 'is', null), eb('billing_period', '<>', period)]))
    .select((eb) => ['customer_id', eb.fn.sum<number>(owedOn(eb)).as('owed')])
    .groupBy('customer_id')
    .execute();
  return new Map(rows.flatMap((row) => (row.customer_id ? [[row.customer_id, Number(row.owed)]] : [])));
}

export async function setRunStatus(
  trx: DbTransaction,
  businessId: string,
  id: string,
  status: BillingRunStatus,
  now: string,
): Promise<void> {
  await trx
    .updateTable('billing_runs')
    .set({ status, updated_at: now, published_at: status === 'published' ? now : null })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/**
 * What stands in the way of undoing a run: how many of its bills have payments, orders, messages, a
 * replacement or a credit note.
 */
export async function runBillsInUse(db: Executor, businessId: string, runId: string) {
  const bills = (eb: ExpressionBuilder<DB, 'payments' | 'payment_orders' | 'outbox' | 'credit_notes'>) =>
    eb
      .selectFrom('invoices')
      .select('id')
      .where('business_id', '=', businessId)
      .where('billing_run_id', '=', runId);
  const count = async (table: 'payments' | 'payment_orders' | 'outbox' | 'credit_notes') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('business_id', '=', businessId)
      .where('invoice_id', 'in', bills)
      // The flat's own advance, taken when the bill was issued, goes back to the flat with the bill.
      .$if(table === 'payments', (query) => query.where(sql.ref('from_advance'), '=', 0))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const replaced = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('business_id', '=', businessId)
    .where('billing_run_id', '=', runId)
    .where('replaced_by_invoice_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    payments: await count('payments'),
    orders: await count('payment_orders'),
    messages: await count('outbox'),
    replaced: Number(replaced.count),
    credited: await count('credit_notes'),
  };
}

/** The ids of the run's bills. */
export async function runBillIds(db: Executor, businessId: string, runId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('invoices')
    .select('id')
    .where('business_id', '=', businessId)
    .where('billing_run_id', '=', runId)
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes the run's bills with their lines; answers how many. */
export async function deleteRunBills(trx: DbTransaction, businessId: string, runId: string): Promise<number> {
  const deleted = await trx
    .deleteFrom('invoices')
    .where('business_id', '=', businessId)
    .where('billing_run_id', '=', runId)
    .returning('id')
    .execute();
  return deleted.length;
}

/**
 * Fresh planner statistics after a bulk write, so the lists and the dashboard keep their fast plans
 * right after a run is published.
 */
export async function refreshBillStatistics(db: Executor, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await sql`analyze invoices, invoice_items`.execute(db);
  else await sql`pragma optimize`.execute(db);
}

/** One bill's message on one channel as the run's sending shows it. */
export type RunMessage = {
  invoiceId: string;
  invoiceNumber: string;
  client: string;
  flat: string;
  channel: 'email' | 'whatsapp';
  outboxId: string | null;
  /** The outbox's status; null when the bill was skipped. */
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'kept' | null;
  reason: string | null;
};

/** What sending the run did, bill by bill in number order, e-mail before WhatsApp. */
export async function findRunMessages(
  db: Executor,
  businessId: string,
  runId: string,
): Promise<RunMessage[]> {
  const rows = await db
    .selectFrom('billing_run_messages as sent')
    .innerJoin('invoices', (join) =>
      join
        .onRef('invoices.id', '=', 'sent.invoice_id')
        .onRef('invoices.business_id', '=', 'sent.business_id'),
    )
    .leftJoin('outbox', 'outbox.id', 'sent.outbox_id')
    .select([
      'sent.invoice_id',
      'invoices.invoice_number',
      'invoices.client_name',
      'invoices.client_flat',
      'sent.channel',
      'sent.outbox_id',
      'sent.skipped_reason',
      'outbox.status',
      'outbox.last_error',
    ])
    .where('sent.business_id', '=', businessId)
    .where('sent.run_id', '=', runId)
    .orderBy('invoices.invoice_number_value')
    .orderBy('sent.channel')
    .execute();
  return rows.map((row) => ({
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    client: row.client_name,
    flat: row.client_flat,
    channel: row.channel,
    outboxId: row.outbox_id,
    status: row.status,
    reason: row.skipped_reason ?? (row.status === 'failed' ? row.last_error : null),
  }));
}

/** Records what sending did with one bill on one channel: the message queued, or why it was skipped. */
export async function insertRunMessage(
  trx: DbTransaction,
  businessId: string,
  message: {
    runId: string;
    invoiceId: string;
    channel: 'email' | 'whatsapp';
    outboxId: string | null;
    skippedReason: string | null;
  },
  now: string,
): Promise<void> {
  await trx
    .insertInto('billing_run_messages')
    .values({
      business_id: businessId,
      run_id: message.runId,
      invoice_id: message.invoiceId,
      channel: message.channel,
      outbox_id: message.outboxId,
      skipped_reason: message.skippedReason,
      created_at: now,
    })
    .execute();
}
