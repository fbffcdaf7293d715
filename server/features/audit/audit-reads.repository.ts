import type { AuditAction, AuditEntity } from '@domain/api/audit';
import type { Executor } from '../../db/schema';

/** Which entries a reader asks for; instants bound the days in the business's zone. */
export type AuditFilter = {
  person?: string;
  entity?: AuditEntity;
  entityId?: string;
  action?: AuditAction;
  /** The first instant included, and the first one after the range. */
  fromInstant?: string;
  beforeInstant?: string;
};

/** An entry as readers see it, with its author's name (null for no member). */
export type ReadEntry = {
  seq: number;
  at: string;
  actorUserId: string | null;
  actorName: string | null;
  address: string;
  entity: string;
  entityId: string;
  action: string;
  changes: string;
};

function filtered(db: Executor, businessId: string, filter: AuditFilter) {
  let query = db.selectFrom('audit_entries').where('audit_entries.business_id', '=', businessId);
  if (filter.person) query = query.where('audit_entries.actor_user_id', '=', filter.person);
  if (filter.entity) query = query.where('audit_entries.entity', '=', filter.entity);
  if (filter.entityId) query = query.where('audit_entries.entity_id', '=', filter.entityId);
  if (filter.action) query = query.where('audit_entries.action', '=', filter.action);
  if (filter.fromInstant) query = query.where('audit_entries.at', '>=', filter.fromInstant);
  if (filter.beforeInstant) query = query.where('audit_entries.at', '<', filter.beforeInstant);
  return query;
}

export async function countAuditEntries(
  db: Executor,
  businessId: string,
  filter: AuditFilter,
): Promise<number> {
  const row = await filtered(db, businessId, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('entries'))
    .executeTakeFirstOrThrow();
  return Number(row.entries);
}

/** Newest first; `beforeSeq` continues a long read (an export) where the last page stopped. */
export async function readAuditEntries(
  db: Executor,
  businessId: string,
  filter: AuditFilter,
  page: { limit: number; offset?: number; beforeSeq?: number },
): Promise<ReadEntry[]> {
  let query = filtered(db, businessId, filter)
    .leftJoin('users', 'users.id', 'audit_entries.actor_user_id')
    .select([
      'audit_entries.seq',
      'audit_entries.at',
      'audit_entries.actor_user_id',
      'users.first_name',
      'users.last_name',
      'audit_entries.actor_address',
      'audit_entries.entity',
      'audit_entries.entity_id',
      'audit_entries.action',
      'audit_entries.changes',
    ]);
  if (page.beforeSeq !== undefined) query = query.where('audit_entries.seq', '<', page.beforeSeq);
  const rows = await query
    .orderBy('audit_entries.seq', 'desc')
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .execute();
  return rows.map((row) => ({
    seq: Number(row.seq),
    at: row.at,
    actorUserId: row.actor_user_id,
    actorName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    address: row.actor_address,
    entity: row.entity,
    entityId: row.entity_id,
    action: row.action,
    changes: row.changes,
  }));
}
