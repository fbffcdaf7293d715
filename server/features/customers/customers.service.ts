import {
  CUSTOMER_NOT_FOUND_MESSAGE,
  duplicateFlatMessage,
  FLAT_IS_FIXED_MESSAGE,
  flatHasMoneyMessage,
  type TCustomer,
  type TCustomerDues,
  type TCustomerList,
  type TCustomerValues,
  type ZCustomerListQuery,
  type ZCustomerUpdate,
} from '@domain/api/customers';
import { formatMoney } from '@domain/format';
import { flatDuesOf } from '@domain/ledger';
import { flatSortKey } from '@domain/natural-sort';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import { type Caller, namesCaller } from '../../caller';
import type { DbTransaction } from '../../db/schema';
import { AppError } from '../../errors';
import { type AuditChange, fieldChanges, recordChangeBy } from '../audit';
import { ledgerBillTotalsOf } from '../invoices';
import { flatAccountOf } from '../ledger';
import {
  type CustomerOwner,
  countCustomers,
  deleteCustomer,
  findCustomer,
  findCustomerByFlatKey,
  insertCustomer,
  listCustomers,
  lockCustomerForUpdate,
  setCustomerArchived,
  sumCustomerDues,
  updateCustomer,
} from './customers.repository';

export const CUSTOMER_DELETED_MESSAGE = 'Customer deleted successfully';

type FlatField = 'block' | 'floor' | 'flat';
const FLAT_FIELDS: FlatField[] = ['block', 'floor', 'flat'];

/** What the trail records of a customer's change: every detail a person can change. */
const AUDITED_FIELDS = [
  'name',
  'email',
  'phone',
  'gstno',
  'block',
  'floor',
  'flat',
  'state',
  'flatarea',
  'price',
  'parkingSlots',
  'occupancy',
  'archived',
] as const satisfies ReadonlyArray<keyof TCustomer>;

/** A customer's change as the trail records it: every detail a person can change, before and after. */
export function customerChange(
  entityId: string,
  action: string,
  before: Pick<TCustomer, (typeof AUDITED_FIELDS)[number]> | null,
  after: Pick<TCustomer, (typeof AUDITED_FIELDS)[number]> | null,
): AuditChange {
  return { entity: 'customer', entityId, action, changes: fieldChanges(before, after, AUDITED_FIELDS) };
}

/** Records a customer's change as the caller's, last in its transaction (`recordChangeBy`). */
export async function recordCustomerChange(
  trx: DbTransaction,
  caller: Caller,
  action: string,
  before: TCustomer | null,
  after: TCustomer | null,
  at: Date,
): Promise<void> {
  const entityId = (after ?? before)?._id;
  if (!entityId) return;
  await recordChangeBy(trx, caller, customerChange(entityId, action, before, after), at);
}

/** The caller's customers: the business's, answered with the business's owner as `userId`. */
export function customerOwnerOf(caller: Caller): CustomerOwner {
  return { businessId: caller.business.id, ownerUserId: caller.business.ownerUserId };
}

/** The owner id in `searchQuery` is accepted for compatibility, but must be the caller's own. */
export function assertOwnUserId(caller: Caller, userId: string | undefined): void {
  if (userId && !namesCaller(caller, userId)) {
    throw new AppError('FORBIDDEN', 'You can only see your own customers');
  }
}

/**
 * One page of the caller's customers. `limit` 0 puts every customer on page 1. A page past the end
 * answers no customers with the real total, and there is always at least one page (an empty one when
 * the business has no customers), so a pager never shows "page 1 of 0".
 */
export async function customerListOf(
  context: ServiceContext,
  caller: Caller,
  { page, limit, search, archived }: z.output<typeof ZCustomerListQuery>,
): Promise<TCustomerList> {
  const { db } = context;
  const owner = customerOwnerOf(caller);
  const filter = { search, archived: archived === 'true' };
  const pageRows =
    limit === 0 && page > 1
      ? Promise.resolve([])
      : listCustomers(db, owner, {
          ...filter,
          limit: limit === 0 ? null : limit,
          offset: (page - 1) * limit,
        });
  // Both at once: on PostgreSQL they run on two pooled connections, saving a round trip.
  const [data, total] = await Promise.all([pageRows, countCustomers(db, owner, filter)]);
  const numberOfPages = limit === 0 ? 1 : Math.max(1, Math.ceil(total / limit));
  return { data, currentPage: page, numberOfPages, total };
}

function duplicateFlat(flat: Pick<TCustomer, FlatField>): AppError {
  const message = duplicateFlatMessage(flat);
  return new AppError('CONFLICT', message, [{ path: 'flat', message }]);
}

/**
 * A flat is the same flat whatever its case, spacing or leading zeros ('A-01' is 'a-1'), so the
 * duplicate check compares sort keys; the message names the flat as it was first stored. The unique
 * index on the sort key decides races the check cannot see.
 */
export async function createCustomer(
  context: ServiceContext,
  caller: Caller,
  values: TCustomerValues,
): Promise<TCustomer> {
  const { db } = context;
  const owner = customerOwnerOf(caller);
  const sortKey = flatSortKey(values.block, values.floor, values.flat);
  const holder = await findCustomerByFlatKey(db, owner, sortKey);
  if (holder) throw duplicateFlat(holder);
  const created = await db.transaction().execute(async (trx) => {
    const stored = await insertCustomer(trx, owner, values);
    if (stored) await recordCustomerChange(trx, caller, 'create', null, stored, context.clock());
    return stored;
  });
  if (created) return created;
  throw duplicateFlat((await findCustomerByFlatKey(db, owner, sortKey)) ?? values);
}

function assertFlatUnchanged(stored: TCustomer, changes: Partial<TCustomerValues>): void {
  const changed = FLAT_FIELDS.filter(
    (field) => changes[field] !== undefined && changes[field] !== stored[field],
  );
  if (changed.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      FLAT_IS_FIXED_MESSAGE,
      changed.map((field) => ({ path: field, message: FLAT_IS_FIXED_MESSAGE })),
    );
  }
}

/** An edit: fields left out keep their stored values; the flat may be sent back but not changed. */
export async function editCustomer(
  context: ServiceContext,
  caller: Caller,
  id: string,
  changes: z.output<typeof ZCustomerUpdate>,
): Promise<TCustomer> {
  return context.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const owner = customerOwnerOf(caller);
    const stored = await lockCustomerForUpdate(trx, owner, id, now);
    if (!stored) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
    assertFlatUnchanged(stored, changes);
    const { name, email, phone, gstno, block, floor, flat, state, flatarea, price, parkingSlots, occupancy } =
      stored;
    const kept = {
      name,
      email,
      phone,
      gstno,
      block,
      floor,
      flat,
      state,
      flatarea,
      price,
      parkingSlots,
      occupancy,
    };
    const merged = { ...kept, ...changes };
    const updated = await updateCustomer(trx, owner, id, merged, now);
    await recordCustomerChange(trx, caller, 'edit', stored, updated, context.clock());
    return updated;
  });
}

/**
 * Deletes a flat that has nothing on its account; one that still owes, or holds an advance, is
 * refused (409) with what it has: archived instead, it keeps its bills, receipts and account.
 */
export async function removeCustomer(context: ServiceContext, caller: Caller, id: string): Promise<void> {
  const owner = customerOwnerOf(caller);
  const customer = await findCustomer(context.db, owner, id);
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  const [account, bills] = await Promise.all([
    flatAccountOf(context.db, owner.businessId, id),
    ledgerBillTotalsOf(context.db, owner.businessId, id),
  ]);
  const duesPaise = flatDuesOf(account.openingOwedPaise, bills.owedPaise);
  if (duesPaise > 0 || account.advancePaise > 0) {
    const money = (paise: number) => (paise > 0 ? formatMoney(paise) : null);
    throw new AppError(
      'CONFLICT',
      flatHasMoneyMessage(customer.name, money(duesPaise), money(account.advancePaise)),
    );
  }
  await context.db.transaction().execute(async (trx) => {
    if (!(await deleteCustomer(trx, owner, id))) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
    await recordCustomerChange(trx, caller, 'delete', customer, null, context.clock());
  });
}

/** Archives a flat (out of the lists and billing runs) or brings it back; answers it as it now is. */
export async function setArchived(
  context: ServiceContext,
  caller: Caller,
  id: string,
  archived: boolean,
  now: Date = context.clock(),
): Promise<TCustomer> {
  const owner = customerOwnerOf(caller);
  return context.db.transaction().execute(async (trx) => {
    const before = await findCustomer(trx, owner, id);
    const customer = await setCustomerArchived(trx, owner, id, archived ? now.toISOString() : null);
    if (!before || !customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
    await recordCustomerChange(trx, caller, archived ? 'archive' : 'restore', before, customer, now);
    return customer;
  });
}

/** One of the caller's customers; another business's is not found. */
export async function customerOf(context: ServiceContext, caller: Caller, id: string): Promise<TCustomer> {
  const customer = await findCustomer(context.db, customerOwnerOf(caller), id);
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  return customer;
}

/** What the caller's customer still owes, so deleting them can say so first. */
export async function customerDuesOf(
  context: ServiceContext,
  caller: Caller,
  id: string,
): Promise<TCustomerDues> {
  const { db } = context;
  const owner = customerOwnerOf(caller);
  if (!(await findCustomer(db, owner, id))) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  return sumCustomerDues(db, owner, id);
}
