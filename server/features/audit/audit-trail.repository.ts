import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Caller } from '../../caller';
import type { DB, DbTransaction, Executor } from '../../db/schema';
import { type ChainedEntry, chainWalker, entryHash, GENESIS_HASH, type TrailBreak } from './audit-chain';

/** Who made a change: the signed-in person and the address the request came from. */
export type AuditActor = { userId: string | null; address: string };

/** Each changed field's value before and after; null before a creation, null after a deletion. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** A change as the trail records it. */
export type AuditChange = { entity: string; entityId: string; action: string; changes: FieldChanges };

/** Entries read per page when a trail is verified. */
const VERIFY_PAGE = 1_000;

/** Entries inserted per statement when a change records many at once (an import). */
const INSERT_BATCH = 500;

/**
 * Records changes in the transaction that makes them, as the business's next entries, in order.
 * Raising the business's head row first takes its lock (PostgreSQL; SQLite writes one transaction
 * at a time), so two transactions of one business are numbered and linked one after the other,
 * never both on the same link; other businesses are not held up. Many changes (an import's rows)
 * raise the head once and are inserted a batch at a time.
 */
async function recordAudit(
  trx: DbTransaction,
  businessId: string,
  actor: AuditActor,
  changes: AuditChange[],
  at: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await trx
    .insertInto('audit_heads')
    .values({ business_id: businessId, seq: 0, hash: GENESIS_HASH })
    .onConflict((conflict) => conflict.column('business_id').doNothing())
    .execute();
  const head = await trx
    .updateTable('audit_heads')
    .set((eb) => ({ seq: eb('seq', '+', changes.length) }))
    .where('business_id', '=', businessId)
    .returning(['seq', 'hash'])
    .executeTakeFirstOrThrow();
  const firstSeq = Number(head.seq) - changes.length + 1;
  let previousHash = head.hash;
  const rows = changes.map((change, index) => {
    const entry: ChainedEntry = {
      businessId,
      seq: firstSeq + index,
      at: at.toISOString(),
      actorUserId: actor.userId,
      actorAddress: actor.address,
      entity: change.entity,
      entityId: change.entityId,
      action: change.action,
      changes: JSON.stringify(change.changes),
      previousHash,
    };
    const hash = entryHash(entry);
    previousHash = hash;
    return {
      id: randomUUID(),
      business_id: businessId,
      seq: entry.seq,
      at: entry.at,
      actor_user_id: entry.actorUserId,
      actor_address: entry.actorAddress,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      changes: entry.changes,
      previous_hash: entry.previousHash,
      hash,
    };
  });
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await trx
      .insertInto('audit_entries')
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
  }
  await trx
    .updateTable('audit_heads')
    .set({ hash: previousHash })
    .where('business_id', '=', businessId)
    .execute();
}

/**
 * Records a change a signed-in person made, as theirs and from their address, in their business's
 * trail; a change that changed nothing the trail keeps writes no entry. Called last in its
 * transaction, so the trail's per-business lock is held only while the entry is written.
 */
export async function recordChangeBy(
  trx: DbTransaction,
  caller: Caller,
  change: AuditChange,
  at: Date,
): Promise<void> {
  await recordChangeIn(
    trx,
    caller.business.id,
    { userId: caller.user.id, address: caller.address },
    change,
    at,
  );
}

/** The same for a person not yet acting for the business: an invitee joining its team. */
export async function recordChangeIn(
  trx: DbTransaction,
  businessId: string,
  actor: AuditActor,
  change: AuditChange,
  at: Date,
): Promise<void> {
  if (Object.keys(change.changes).length === 0) return;
  await recordAudit(trx, businessId, actor, [change], at);
}

/** Many changes of one signed-in person at once (an import's rows), in order; those of nothing are left out. */
export async function recordChangesBy(
  trx: DbTransaction,
  caller: Caller,
  changes: AuditChange[],
  at: Date,
): Promise<void> {
  const actor = { userId: caller.user.id, address: caller.address };
  const made = changes.filter((change) => Object.keys(change.changes).length > 0);
  await recordAudit(trx, caller.business.id, actor, made, at);
}

/**
 * Walks the business's whole trail in number order and answers its first break, or null when it
 * holds. The last entry must also be the one the head row names: a removed last entry is a break too.
 */
export async function verifyAuditTrail(
  db: Executor,
  businessId: string,
): Promise<{ entries: number; broken: TrailBreak | null }> {
  const follows = chainWalker();
  let after = 0;
  let entries = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_entries')
      .selectAll()
      .where('business_id', '=', businessId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(VERIFY_PAGE)
      .execute();
    for (const row of rows) {
      const broken = follows({
        businessId: row.business_id,
        seq: Number(row.seq),
        at: row.at,
        actorUserId: row.actor_user_id,
        actorAddress: row.actor_address,
        entity: row.entity,
        entityId: row.entity_id,
        action: row.action,
        changes: row.changes,
        previousHash: row.previous_hash,
        hash: row.hash,
      });
      if (broken) return { entries, broken };
      entries += 1;
      after = Number(row.seq);
    }
    if (rows.length < VERIFY_PAGE) break;
  }
  const head = await db
    .selectFrom('audit_heads')
    .select('seq')
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  const headSeq = Number(head?.seq ?? 0);
  if (headSeq !== after) return { entries, broken: { seq: after + 1, reason: 'missing' } };
  return { entries, broken: null };
}

/** The fields whose values differ between `before` and `after` (null for a creation or a deletion). */
export function fieldChanges<T extends Record<string, unknown>>(
  before: T | null,
  after: T | null,
  fields: ReadonlyArray<keyof T & string>,
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    // A field left out reads as null: "no value" is one thing, whichever way a row or an answer says it.
    const was = (before ? before[field] : null) ?? null;
    const is = (after ? after[field] : null) ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[field] = { before: was, after: is };
  }
  return changes;
}

/**
 * Saves one of the business's settings and records each of its fields that changed, in one
 * transaction: `read` answers the settings as the API shows them, before and after `save`.
 */
export async function saveSettingsWithTrail<Settings extends object>(
  db: Kysely<DB>,
  caller: Caller,
  area: string,
  read: (db: Executor) => Promise<Settings>,
  save: (trx: DbTransaction) => Promise<void>,
  at: Date,
): Promise<Settings> {
  return db.transaction().execute(async (trx) => {
    const before = await read(trx);
    await save(trx);
    const after = await read(trx);
    const fields = Object.keys(after) as (keyof Settings & string)[];
    const changes = fieldChanges(before as Record<string, unknown>, after as Record<string, unknown>, fields);
    await recordChangeBy(trx, caller, { entity: 'settings', entityId: area, action: 'edit', changes }, at);
    return after;
  });
}
