import { randomUUID } from 'node:crypto';
import {
  BILL_HEAD_DELETED_MESSAGE,
  BILL_HEAD_NOT_FOUND_MESSAGE,
  basisIssues,
  billHeadInUseMessage,
  duplicateBillHeadMessage,
  MAX_BILL_HEADS,
  percentCycleMessage,
  type TBillHead,
  type TBillHeadList,
  type TBillHeadUpdate,
  type TBillHeadValues,
  TOO_MANY_BILL_HEADS_MESSAGE,
  UNKNOWN_BILL_HEAD_MESSAGE,
  UNKNOWN_FLAT_MESSAGE,
} from '@domain/api/bill-heads';
import { billHeadWarnings, percentCycle } from '@domain/bill-heads';
import { hundredthsToNumber, parseHundredths } from '@domain/decimal';
import type { ServiceContext } from '../../app-context';
import type { Caller, CallerBusiness } from '../../caller';
import type { DbTransaction } from '../../db/schema';
import { AppError, type ErrorDetail } from '../../errors';
import { lockBusiness } from '../../tenancy/tenants.repository';
import { fieldChanges, recordChangeBy } from '../audit';
import { ownCustomerIds } from '../customers';
import {
  type BillHead,
  type BillHeadFields,
  countBillHeads,
  deleteBillHead,
  headsMadeOf,
  insertBillHead,
  listBillHeads,
  nextHeadPosition,
  updateBillHead,
} from './bill-heads.repository';

type HeadBusiness = Pick<CallerBusiness, 'id'>;

function billHeadAnswerOf(head: BillHead): TBillHead {
  const rate = hundredthsToNumber(head.rateHundredths);
  return {
    _id: head.id,
    name: head.name,
    basis: head.basis,
    rate,
    percentOf: head.percentOf,
    appliesTo: head.appliesTo,
    gstTreatment: head.gstTreatment,
    gstRate: hundredthsToNumber(head.gstRateBasisPoints),
    hsn: head.hsn,
    order: head.position,
    active: head.active,
    limit: head.limit,
    overrides: head.overrides.map((override) => ({
      flat: override.customerId,
      rate: hundredthsToNumber(override.rateHundredths),
    })),
    warnings: billHeadWarnings({ basis: head.basis, rate: head.rateHundredths, appliesTo: head.appliesTo }),
    createdAt: head.createdAt,
    updatedAt: head.updatedAt,
  };
}

function badRequest(path: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, [{ path, message }]);
}

/**
 * Refuses what the request schema cannot see: heads or flats the business does not have (another
 * business's are as unknown as made-up ones), and percentages that come back to themselves once this
 * head is saved among the others.
 */
async function checkReferences(
  trx: DbTransaction,
  businessId: string,
  head: BillHeadFields & { id: string },
): Promise<void> {
  const others = (await listBillHeads(trx, businessId)).filter((other) => other.id !== head.id);
  const known = new Set(others.map((other) => other.id));
  for (const [index, part] of head.percentOf.entries()) {
    if (part !== head.id && !known.has(part))
      throw badRequest(`percentOf.${index}`, UNKNOWN_BILL_HEAD_MESSAGE);
  }
  // The head being saved first, so the message starts from it.
  const cycle = percentCycle([head, ...others]);
  if (cycle) throw badRequest('percentOf', percentCycleMessage(cycle));
  const flatIds = [
    ...(head.limit.kind === 'flats' ? head.limit.flats : []),
    ...head.overrides.map((override) => override.customerId),
  ];
  const owned = await ownCustomerIds(trx, businessId, [...new Set(flatIds)]);
  if (head.limit.kind === 'flats') {
    const index = head.limit.flats.findIndex((id) => !owned.has(id));
    if (index >= 0) throw badRequest(`limit.flats.${index}`, UNKNOWN_FLAT_MESSAGE);
  }
  const override = head.overrides.findIndex((entry) => !owned.has(entry.customerId));
  if (override >= 0) throw badRequest(`overrides.${override}.flat`, UNKNOWN_FLAT_MESSAGE);
}

function duplicateName(name: string): AppError {
  const message = duplicateBillHeadMessage(name);
  return new AppError('CONFLICT', message, [{ path: 'name', message }]);
}

/** A flat named twice in one list would make its rate ambiguous: the last one given counts. */
function overridesOf(overrides: TBillHeadValues['overrides']): BillHeadFields['overrides'] {
  const byFlat = new Map(overrides.map((override) => [override.flat, parseHundredths(override.rate)]));
  return [...byFlat].map(([customerId, rateHundredths]) => ({ customerId, rateHundredths }));
}

function fieldsOf(values: Omit<TBillHeadValues, 'order'>, position: number): BillHeadFields {
  return {
    name: values.name,
    basis: values.basis,
    rateHundredths: parseHundredths(values.rate),
    percentOf: [...new Set(values.basis === 'percent' ? values.percentOf : [])],
    appliesTo: values.appliesTo,
    gstTreatment: values.gstTreatment,
    gstRateBasisPoints: parseHundredths(values.gstRate),
    hsn: values.hsn,
    position,
    active: values.active,
    limit:
      values.limit.kind === 'flats'
        ? { kind: 'flats', flats: [...new Set(values.limit.flats)] }
        : values.limit,
    overrides: overridesOf(values.overrides),
  };
}

async function readHead(trx: DbTransaction, businessId: string, id: string): Promise<BillHead> {
  const [head] = await listBillHeads(trx, businessId, [id]);
  if (!head) throw new AppError('NOT_FOUND', BILL_HEAD_NOT_FOUND_MESSAGE);
  return head;
}

/** The business's bill heads in bill order. */
export async function billHeadListOf(
  context: ServiceContext,
  business: HeadBusiness,
): Promise<TBillHeadList> {
  return { items: (await listBillHeads(context.db, business.id)).map(billHeadAnswerOf) };
}

/** A head's change in the trail, as the API shows a head. */
async function recordHeadChange(
  trx: DbTransaction,
  caller: Caller,
  id: string,
  action: 'create' | 'edit' | 'delete',
  before: BillHead | null,
  after: BillHead | null,
  at: Date,
): Promise<void> {
  const was = before && billHeadAnswerOf(before);
  const is = after && billHeadAnswerOf(after);
  // Its id names the entry, and when it was saved is the entry's own time.
  const fields = Object.keys(is ?? was ?? {}).filter(
    (field) => !['_id', 'createdAt', 'updatedAt'].includes(field),
  ) as (keyof TBillHead)[];
  const changes = fieldChanges(was, is, fields);
  await recordChangeBy(trx, caller, { entity: 'bill head', entityId: id, action, changes }, at);
}

/** Adds a head, last on the bill unless an order is given. */
export async function createBillHead(
  context: ServiceContext,
  caller: Caller,
  { order, ...values }: TBillHeadValues,
  now: Date = context.clock(),
): Promise<TBillHead> {
  const { business } = caller;
  const id = randomUUID();
  const head = await context.db.transaction().execute(async (trx) => {
    await lockBusiness(trx, business.id);
    if ((await countBillHeads(trx, business.id)) >= MAX_BILL_HEADS) {
      throw new AppError('BAD_REQUEST', TOO_MANY_BILL_HEADS_MESSAGE);
    }
    const fields = fieldsOf(values, order ?? (await nextHeadPosition(trx, business.id)));
    await checkReferences(trx, business.id, { ...fields, id });
    if (!(await insertBillHead(trx, business.id, id, fields, now.toISOString())))
      throw duplicateName(values.name);
    const created = await readHead(trx, business.id, id);
    await recordHeadChange(trx, caller, id, 'create', null, created, now);
    return created;
  });
  return billHeadAnswerOf(head);
}

/** Changes a head: what is sent replaces what is stored; lists are replaced whole. */
export async function editBillHead(
  context: ServiceContext,
  caller: Caller,
  id: string,
  changes: TBillHeadUpdate,
  now: Date = context.clock(),
): Promise<TBillHead> {
  const { business } = caller;
  const head = await context.db.transaction().execute(async (trx) => {
    await lockBusiness(trx, business.id);
    const stored = await readHead(trx, business.id, id);
    const basis = changes.basis ?? stored.basis;
    // Moving away from a percentage lets go of the heads it was of.
    const percentOf = changes.percentOf ?? (basis === 'percent' ? stored.percentOf : []);
    const values = {
      name: changes.name ?? stored.name,
      basis,
      rate: changes.rate ?? hundredthsToNumber(stored.rateHundredths),
      percentOf,
      appliesTo: changes.appliesTo ?? stored.appliesTo,
      gstTreatment: changes.gstTreatment ?? stored.gstTreatment,
      gstRate: changes.gstRate ?? hundredthsToNumber(stored.gstRateBasisPoints),
      hsn: changes.hsn ?? stored.hsn,
      active: changes.active ?? stored.active,
      limit: changes.limit ?? stored.limit,
      overrides:
        changes.overrides ??
        stored.overrides.map((override) => ({
          flat: override.customerId,
          rate: hundredthsToNumber(override.rateHundredths),
        })),
    };
    const issues: ErrorDetail[] = basisIssues(values).map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    const [first] = issues;
    if (first) throw new AppError('BAD_REQUEST', first.message, issues);
    const fields = fieldsOf(values, changes.order ?? stored.position);
    await checkReferences(trx, business.id, { ...fields, id });
    if (!(await updateBillHead(trx, business.id, id, fields, now.toISOString())))
      throw duplicateName(values.name);
    const updated = await readHead(trx, business.id, id);
    await recordHeadChange(trx, caller, id, 'edit', stored, updated, now);
    return updated;
  });
  return billHeadAnswerOf(head);
}

/**
 * Deletes a head. Issued bills keep their lines (they are copies); a head another percentage is
 * made of is refused until that one changes.
 */
export async function removeBillHead(
  context: ServiceContext,
  caller: Caller,
  id: string,
): Promise<{ message: string }> {
  const { business } = caller;
  await context.db.transaction().execute(async (trx) => {
    await lockBusiness(trx, business.id);
    const head = await readHead(trx, business.id, id);
    const [usedBy] = await headsMadeOf(trx, business.id, id);
    if (usedBy) throw new AppError('CONFLICT', billHeadInUseMessage(head.name, usedBy));
    await deleteBillHead(trx, business.id, id);
    await recordHeadChange(trx, caller, id, 'delete', head, null, context.clock());
  });
  return { message: BILL_HEAD_DELETED_MESSAGE };
}
