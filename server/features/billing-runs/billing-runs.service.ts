import { randomUUID } from 'node:crypto';
import { UNKNOWN_BILL_HEAD_MESSAGE, UNKNOWN_FLAT_MESSAGE } from '@domain/api/bill-heads';
import {
  BILLING_RUN_DELETED_MESSAGE,
  BILLING_RUN_NOT_FOUND_MESSAGE,
  DUE_BEFORE_BILL_DATE_MESSAGE,
  NO_FLATS_MESSAGE,
  NO_HEADS_MESSAGE,
  periodBilledMessage,
  RUN_NOT_DRAFT_MESSAGE,
  type TBillingRun,
  type TBillingRunList,
  type TBillingRunPreview,
  type TBillingRunValues,
  type TBillingSettings,
  type TTypedAmounts,
  TYPED_HEAD_ONLY_MESSAGE,
} from '@domain/api/billing-runs';
import { type BillingPeriod, defaultRunDates, parseBillingPeriod } from '@domain/billing-periods';
import { arrearsBroughtForwardOf, openingOwedOf } from '@domain/ledger';
import { fromPaise, shareInPercent, toPaise } from '@domain/money';
import type { ServiceContext } from '../../app-context';
import type { Caller, CallerBusiness } from '../../caller';
import type { DbTransaction, Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { lockBusiness } from '../../tenancy/tenants.repository';
import { saveSettingsWithTrail } from '../audit';
import { type BillHead, listBillHeads } from '../bill-heads';
import { readSpreadsheet } from '../customer-import';
import { ownCustomerIds } from '../customers';
import { interestOfFlats } from '../interest';
import { flatBillTax } from '../invoices';
import { findOpeningArrears, pendingBounceCharges } from '../ledger';
import {
  type BillingRun,
  deleteBillingRun,
  findArrears,
  findIssuedBills,
  findPeriodBills,
  findRunCollections,
  findRunFlats,
  findTypedAmounts,
  insertBillingRun,
  listBillingRuns,
  type RunCollection,
  writeTypedAmounts,
} from './billing-runs.repository';
import { findBillingSettings, saveBillingSettings } from './billing-settings.repository';
import { type FlatBill, flatBillsOf, previewOf } from './run-preview';
import { previewWorkbook, typedAmountsOfSheet } from './run-workbook';

type RunBusiness = Pick<CallerBusiness, 'id'>;

function badRequest(path: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, [{ path, message }]);
}

function periodOf(run: Pick<BillingRun, 'period'>): BillingPeriod {
  const period = parseBillingPeriod(run.period);
  if (!period) throw new Error(`stored run period ${run.period} is not a period`);
  return period;
}

const NOTHING_COLLECTED: RunCollection = { bills: 0, billedPaise: 0, collectedPaise: 0 };

function runAnswerOf(run: BillingRun, heads: BillHead[], collection = NOTHING_COLLECTED): TBillingRun {
  return {
    _id: run.id,
    period: run.period,
    periodLabel: periodOf(run).label,
    billDate: run.billDate,
    dueDate: run.dueDate,
    flats: run.flats,
    heads: heads
      .filter((head) => run.headIds.includes(head.id))
      .map((head) => ({ _id: head.id, name: head.name })),
    status: run.status,
    createdAt: run.createdAt,
    publishedAt: run.publishedAt,
    collection: {
      bills: collection.bills,
      billed: fromPaise(collection.billedPaise),
      collected: fromPaise(collection.collectedPaise),
      percent: shareInPercent(collection.collectedPaise, collection.billedPaise),
    },
  };
}

/** One of the business's runs; 404 for another business's or a made-up id. */
export async function readRunIn(db: Executor, businessId: string, id: string): Promise<BillingRun> {
  const [run] = await listBillingRuns(db, businessId, id);
  if (!run) throw new AppError('NOT_FOUND', BILLING_RUN_NOT_FOUND_MESSAGE);
  return run;
}

/**
 * The heads a new run bills, in bill order: those named (each the business's own), or every active
 * head. A percentage head needs the heads it is a percentage of in the same run.
 */
function chooseHeads(all: BillHead[], named: string[] | undefined): BillHead[] {
  if (named) {
    const known = new Set(all.map((head) => head.id));
    const unknown = named.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw badRequest(`heads.${unknown}`, UNKNOWN_BILL_HEAD_MESSAGE);
  }
  const chosen = named ? all.filter((head) => named.includes(head.id)) : all.filter((head) => head.active);
  if (chosen.length === 0) throw badRequest('heads', NO_HEADS_MESSAGE);
  const ids = new Set(chosen.map((head) => head.id));
  for (const head of chosen) {
    const missing = head.percentOf.find((id) => !ids.has(id));
    if (missing) {
      const part = all.find((candidate) => candidate.id === missing)?.name ?? 'another head';
      throw badRequest('heads', `${head.name} is a percentage of ${part}: bill them together`);
    }
  }
  return chosen;
}

/**
 * The run's dates: those given, or the period's first day and the business's due day of its first
 * month (never before the bill date: then as many days after it).
 */
export function runDatesOf(
  values: Pick<TBillingRunValues, 'billDate' | 'dueDate'>,
  period: BillingPeriod,
  dueDay: number,
) {
  const defaults = defaultRunDates(period, dueDay, values.billDate);
  const billDate = defaults.billDate;
  const dueDate = values.dueDate ?? defaults.dueDate;
  if (dueDate < billDate) throw badRequest('dueDate', DUE_BEFORE_BILL_DATE_MESSAGE);
  return { billDate, dueDate };
}

/**
 * Drafts a run: nothing is issued. Refuses (409) a period already billed for every chosen flat, and
 * (400) unknown heads or flats, no heads, no flats.
 */
export async function createBillingRun(
  context: ServiceContext,
  business: RunBusiness,
  values: TBillingRunValues,
  now: Date = context.clock(),
): Promise<TBillingRun> {
  const period = parseBillingPeriod(values.period);
  if (!period) throw new Error('the schema lets only periods through');
  const id = randomUUID();
  return context.db.transaction().execute(async (trx) => {
    const dates = runDatesOf(values, period, (await findBillingSettings(trx, business.id)).dueDay);
    const heads = chooseHeads(await listBillHeads(trx, business.id), values.heads);
    if (values.flats.kind === 'flats') {
      const owned = await ownCustomerIds(trx, business.id, values.flats.flats);
      const unknown = values.flats.flats.findIndex((flatId) => !owned.has(flatId));
      if (unknown >= 0) throw badRequest(`flats.flats.${unknown}`, UNKNOWN_FLAT_MESSAGE);
    }
    const flats =
      values.flats.kind === 'flats'
        ? { kind: 'flats' as const, flats: [...new Set(values.flats.flats)] }
        : values.flats;
    const run = { id, period: period.key, ...dates, flats, headIds: heads.map((head) => head.id) };
    await insertBillingRun(trx, business.id, run, now.toISOString());
    const chosen = await findRunFlats(trx, business.id, flats, id);
    if (chosen.length === 0) throw badRequest('flats', NO_FLATS_MESSAGE);
    const billed = await findPeriodBills(trx, business.id, period.key);
    if (chosen.every((flat) => billed.has(flat.id))) {
      throw new AppError('CONFLICT', periodBilledMessage(period.label));
    }
    return runAnswerOf(await readRunIn(trx, business.id, id), heads);
  });
}

/** The business's runs, newest first. */
export async function billingRunListOf(
  context: ServiceContext,
  business: RunBusiness,
): Promise<TBillingRunList> {
  const [runs, heads] = await Promise.all([
    listBillingRuns(context.db, business.id),
    listBillHeads(context.db, business.id),
  ]);
  const collections = await findRunCollections(
    context.db,
    business.id,
    runs.map((run) => run.id),
  );
  return { items: runs.map((run) => runAnswerOf(run, heads, collections.get(run.id))) };
}

/**
 * Everything a run would bill, read at one moment: its heads, flats, typed amounts, earlier bills, and
 * the arrears each flat brings forward (its earlier bills' balance and its opening balance still owed),
 * the bounce charges waiting for its next bill, and its interest on arrears up to the bill date.
 */
async function runFactsOf(db: Executor, businessId: string, run: BillingRun) {
  const period = periodOf(run);
  const [heads, flats, typed, billsOwed, openings, bounceCharges, billed, issued, tax, interest] =
    await Promise.all([
      listBillHeads(db, businessId, run.headIds),
      findRunFlats(db, businessId, run.flats, run.id),
      findTypedAmounts(db, businessId, run.id),
      findArrears(db, businessId, period.key),
      findOpeningArrears(db, businessId),
      pendingBounceCharges(db, businessId),
      findPeriodBills(db, businessId, period.key),
      findIssuedBills(db, businessId, run.id),
      flatBillTax(db, businessId, { date: run.billDate }),
      interestOfFlats(db, businessId, run.billDate),
    ]);
  const arrears = new Map<string, number>();
  for (const flat of flats) {
    const opening = openings.get(flat.id);
    const openingOwed = opening ? openingOwedOf(opening.openingPaise, opening.paidPaise) : 0;
    const owed = arrearsBroughtForwardOf(billsOwed.get(flat.id) ?? 0, openingOwed);
    if (owed > 0) arrears.set(flat.id, owed);
  }
  return {
    period,
    heads,
    flats,
    typed,
    arrears,
    bounceCharges,
    interest,
    billed,
    issued,
    tax,
    runId: run.id,
  };
}

/** Every flat's bill as the run would issue it now. */
export async function flatBillsOfRun(
  db: Executor,
  businessId: string,
  run: BillingRun,
): Promise<{ heads: BillHead[]; bills: FlatBill[] }> {
  const facts = await runFactsOf(db, businessId, run);
  return { heads: facts.heads, bills: flatBillsOf(facts) };
}

/** The preview: a row per flat with every head's amount, arrears, GST, total and flags; totals per head and block. */
export async function previewBillingRun(
  context: ServiceContext,
  business: RunBusiness,
  id: string,
): Promise<TBillingRunPreview> {
  const run = await readRunIn(context.db, business.id, id);
  const [{ heads, bills }, collections] = await Promise.all([
    flatBillsOfRun(context.db, business.id, run),
    findRunCollections(context.db, business.id, [run.id]),
  ]);
  return previewOf(runAnswerOf(run, heads, collections.get(run.id)), heads, bills);
}

/**
 * One of the business's drafts, under the business's lock: a draft changes one request at a time, and
 * never while it is being published.
 */
async function readDraft(trx: DbTransaction, businessId: string, id: string): Promise<BillingRun> {
  await lockBusiness(trx, businessId);
  const run = await readRunIn(trx, businessId, id);
  if (run.status !== 'draft') throw new AppError('CONFLICT', RUN_NOT_DRAFT_MESSAGE);
  return run;
}

/** Types (or clears) amounts of "typed per flat" heads for flats of a draft; answers the new preview. */
export async function typeRunAmounts(
  context: ServiceContext,
  business: RunBusiness,
  id: string,
  { amounts }: TTypedAmounts,
): Promise<TBillingRunPreview> {
  await context.db.transaction().execute(async (trx) => {
    const run = await readDraft(trx, business.id, id);
    const heads = await listBillHeads(trx, business.id, run.headIds);
    const flats = new Set((await findRunFlats(trx, business.id, run.flats, run.id)).map((flat) => flat.id));
    const writes = amounts.map((entry, index) => {
      const head = heads.find((candidate) => candidate.id === entry.head);
      if (!head) throw badRequest(`amounts.${index}.head`, UNKNOWN_BILL_HEAD_MESSAGE);
      if (head.basis !== 'typed') throw badRequest(`amounts.${index}.head`, TYPED_HEAD_ONLY_MESSAGE);
      if (!flats.has(entry.flat)) throw badRequest(`amounts.${index}.flat`, UNKNOWN_FLAT_MESSAGE);
      return {
        headId: head.id,
        customerId: entry.flat,
        amountPaise: entry.amount === null ? null : toPaise(entry.amount),
      };
    });
    await writeTypedAmounts(trx, business.id, id, writes);
  });
  return previewBillingRun(context, business, id);
}

/** Deletes a draft; a published run is undone instead. */
export async function removeDraft(
  context: ServiceContext,
  business: RunBusiness,
  id: string,
): Promise<{ message: string }> {
  await context.db.transaction().execute(async (trx) => {
    await readDraft(trx, business.id, id);
    await deleteBillingRun(trx, business.id, id);
  });
  return { message: BILLING_RUN_DELETED_MESSAGE };
}

/** The business's billing settings: the default due day, and the day the next run is prepared. */
export function billingSettingsOf(context: ServiceContext, business: RunBusiness): Promise<TBillingSettings> {
  return findBillingSettings(context.db, business.id);
}

export async function changeBillingSettings(
  context: ServiceContext,
  caller: Caller,
  settings: TBillingSettings,
): Promise<TBillingSettings> {
  const businessId = caller.business.id;
  const now = context.clock();
  return saveSettingsWithTrail(
    context.db,
    caller,
    'billing',
    (db) => findBillingSettings(db, businessId),
    (trx) => saveBillingSettings(trx, businessId, settings, now.toISOString()),
    now,
  );
}

/** The preview as a workbook for the committee; its typed-per-flat columns can be filled and sent back. */
export async function runWorkbookOf(context: ServiceContext, business: RunBusiness, id: string) {
  const preview = await previewBillingRun(context, business, id);
  return { bytes: await previewWorkbook(preview), period: preview.run.period };
}

/** Reads typed amounts from a filled-in preview workbook (or CSV) and types them into the draft. */
export async function typeRunAmountsFromFile(
  context: ServiceContext,
  business: RunBusiness,
  id: string,
  bytes: Buffer,
): Promise<TBillingRunPreview> {
  const run = await readRunIn(context.db, business.id, id);
  if (run.status !== 'draft') throw new AppError('CONFLICT', RUN_NOT_DRAFT_MESSAGE);
  const [rows, flats, heads] = await Promise.all([
    readSpreadsheet(bytes),
    findRunFlats(context.db, business.id, run.flats, run.id),
    listBillHeads(context.db, business.id, run.headIds),
  ]);
  const typedHeads = heads.filter((head) => head.basis === 'typed');
  return typeRunAmounts(context, business, id, { amounts: typedAmountsOfSheet(rows, flats, typedHeads) });
}
