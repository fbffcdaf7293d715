import type { BillHeadBasis, GstTreatment, HeadLimit, HeadOccupancyFilter } from '@domain/bill-heads';
import type { BillHeadsTable, DbTransaction, Executor } from '../../db/schema';
import { inSlices } from '../../db/slices';

/** A bill head as the feature works with it: rates in hundredths (paise, or basis points for a percentage). */
export type BillHead = {
  id: string;
  name: string;
  basis: BillHeadBasis;
  rateHundredths: number;
  percentOf: string[];
  appliesTo: HeadOccupancyFilter;
  gstTreatment: GstTreatment;
  /** The rate a run bills its taxable lines at, in basis points. */
  gstRateBasisPoints: number;
  hsn: string;
  position: number;
  active: boolean;
  limit: HeadLimit;
  overrides: Array<{ customerId: string; rateHundredths: number }>;
  createdAt: string;
  updatedAt: string;
};

/** What a create or an edit writes: everything but the id and the instants. */
export type BillHeadFields = Omit<BillHead, 'id' | 'createdAt' | 'updatedAt'>;

/** The name as uniqueness sees it: "Sinking Fund " and "sinking fund" are one head. */
export function nameKeyOf(name: string): string {
  return name.trim().toLowerCase();
}

function headColumnsOf(fields: BillHeadFields) {
  return {
    name: fields.name,
    name_key: nameKeyOf(fields.name),
    basis: fields.basis,
    rate_hundredths: fields.rateHundredths,
    applies_to: fields.appliesTo,
    gst_treatment: fields.gstTreatment,
    gst_rate_basis_points: fields.gstRateBasisPoints,
    hsn: fields.hsn,
    position: fields.position,
    is_active: fields.active ? (1 as const) : (0 as const),
    limit_kind: fields.limit.kind,
    limit_block: fields.limit.kind === 'block' ? fields.limit.block : null,
  } satisfies Partial<Record<keyof BillHeadsTable, unknown>>;
}

/**
 * The business's heads in bill order (position, then name), with what each percentage is of, the
 * flats each is limited to and each flat's own rate; `ids` narrows them to those heads.
 */
export async function listBillHeads(db: Executor, businessId: string, ids?: string[]): Promise<BillHead[]> {
  if (ids?.length === 0) return [];
  let heads = db.selectFrom('bill_heads').selectAll().where('business_id', '=', businessId);
  if (ids) heads = heads.where('id', 'in', ids);
  const rows = await heads.orderBy('position').orderBy('name_key').orderBy('id').execute();
  if (rows.length === 0) return [];
  const headIds = rows.map((row) => row.id);
  const [parts, flats, overrides] = await Promise.all([
    db
      .selectFrom('bill_head_parts')
      .select(['head_id', 'part_head_id'])
      .where('business_id', '=', businessId)
      .where('head_id', 'in', headIds)
      .execute(),
    db
      .selectFrom('bill_head_flats')
      .select(['head_id', 'customer_id'])
      .where('business_id', '=', businessId)
      .where('head_id', 'in', headIds)
      .execute(),
    db
      .selectFrom('bill_head_overrides')
      .select(['head_id', 'customer_id', 'rate_hundredths'])
      .where('business_id', '=', businessId)
      .where('head_id', 'in', headIds)
      .orderBy('customer_id')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    basis: row.basis,
    rateHundredths: Number(row.rate_hundredths),
    percentOf: parts.filter((part) => part.head_id === row.id).map((part) => part.part_head_id),
    appliesTo: row.applies_to,
    gstTreatment: row.gst_treatment,
    gstRateBasisPoints: Number(row.gst_rate_basis_points),
    hsn: row.hsn,
    position: Number(row.position),
    active: Number(row.is_active) === 1,
    limit:
      row.limit_kind === 'block'
        ? { kind: 'block', block: row.limit_block ?? '' }
        : row.limit_kind === 'flats'
          ? {
              kind: 'flats',
              flats: flats.filter((flat) => flat.head_id === row.id).map((flat) => flat.customer_id),
            }
          : { kind: 'all' },
    overrides: overrides
      .filter((override) => override.head_id === row.id)
      .map((override) => ({
        customerId: override.customer_id,
        rateHundredths: Number(override.rate_hundredths),
      })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

export async function countBillHeads(db: Executor, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('bill_heads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The position after the last head: where a new head goes when none is given. */
export async function nextHeadPosition(db: Executor, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('bill_heads')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

async function writeChildren(trx: DbTransaction, businessId: string, headId: string, fields: BillHeadFields) {
  for (const table of ['bill_head_parts', 'bill_head_flats', 'bill_head_overrides'] as const) {
    await trx.deleteFrom(table).where('business_id', '=', businessId).where('head_id', '=', headId).execute();
  }
  const owned = { business_id: businessId, head_id: headId };
  await inSlices(
    fields.percentOf.map((part) => ({ ...owned, part_head_id: part })),
    (slice) => trx.insertInto('bill_head_parts').values(slice).execute(),
  );
  const flats = fields.limit.kind === 'flats' ? fields.limit.flats : [];
  await inSlices(
    flats.map((customerId) => ({ ...owned, customer_id: customerId })),
    (slice) => trx.insertInto('bill_head_flats').values(slice).execute(),
  );
  await inSlices(
    fields.overrides.map((override) => ({
      ...owned,
      customer_id: override.customerId,
      rate_hundredths: override.rateHundredths,
    })),
    (slice) => trx.insertInto('bill_head_overrides').values(slice).execute(),
  );
}

/** Stores a new head; false, storing nothing, when the business has a head of that name. */
export async function insertBillHead(
  trx: DbTransaction,
  businessId: string,
  id: string,
  fields: BillHeadFields,
  now: string,
): Promise<boolean> {
  const stored = await trx
    .insertInto('bill_heads')
    .values({ ...headColumnsOf(fields), id, business_id: businessId, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.columns(['business_id', 'name_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!stored) return false;
  await writeChildren(trx, businessId, id, fields);
  return true;
}

/** Writes an edited head whole; false when another head of the business has its new name. */
export async function updateBillHead(
  trx: DbTransaction,
  businessId: string,
  id: string,
  fields: BillHeadFields,
  now: string,
): Promise<boolean> {
  const clash = await trx
    .selectFrom('bill_heads')
    .select('id')
    .where('business_id', '=', businessId)
    .where('name_key', '=', nameKeyOf(fields.name))
    .where('id', '!=', id)
    .executeTakeFirst();
  if (clash) return false;
  await trx
    .updateTable('bill_heads')
    .set({ ...headColumnsOf(fields), updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
  await writeChildren(trx, businessId, id, fields);
  return true;
}

/** The names of the business's heads that are a percentage of this one. */
export async function headsMadeOf(db: Executor, businessId: string, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bill_head_parts')
    .innerJoin('bill_heads', 'bill_heads.id', 'bill_head_parts.head_id')
    .select('bill_heads.name')
    .where('bill_head_parts.business_id', '=', businessId)
    .where('bill_head_parts.part_head_id', '=', id)
    .orderBy('bill_heads.name_key')
    .execute();
  return rows.map((row) => row.name);
}

/** Deletes one head with its parts, flats and overrides; false when the business has no such head. */
export async function deleteBillHead(trx: DbTransaction, businessId: string, id: string): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('bill_heads')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
