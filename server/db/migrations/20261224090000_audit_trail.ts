import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

const APPEND_ONLY = 'audit entries are append-only';

/**
 * The audit trail: one entry per change, numbered per business (`seq` from 1), each carrying the hash
 * of its business's previous entry and its own, so a removed or altered entry breaks the chain.
 * `audit_heads` holds each business's last number and hash: updating its row is what orders two
 * changes of one business, and only for the moment the entry is written. The database itself refuses
 * to update or delete an entry (and, on PostgreSQL, to truncate the table).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('at', type.instant, (column) => column.notNull())
    .addColumn('actor_user_id', type.id, (column) => column.references('users.id'))
    .addColumn('actor_address', 'text', (column) => column.notNull())
    .addColumn('entity', 'text', (column) => column.notNull())
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('changes', 'text', (column) => column.notNull())
    .addColumn('previous_hash', 'text', (column) => column.notNull())
    .addColumn('hash', 'text', (column) => column.notNull())
    .addUniqueConstraint('audit_entries_business_seq_unique', ['business_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('audit_entries_business_entity')
    .on('audit_entries')
    .columns(['business_id', 'entity', 'entity_id', 'seq'])
    .execute();
  await db.schema
    .createTable('audit_heads')
    .addColumn('business_id', type.id, (column) => column.primaryKey().references('businesses.id'))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('hash', 'text', (column) => column.notNull())
    .execute();
  if (type.isPostgres) {
    await sql`create function audit_entries_append_only() returns trigger language plpgsql as $$
      begin raise exception '${sql.raw(APPEND_ONLY)}'; end $$`.execute(db);
    await sql`create trigger audit_entries_append_only before update or delete on audit_entries
      for each row execute function audit_entries_append_only()`.execute(db);
    await sql`create trigger audit_entries_no_truncate before truncate on audit_entries
      for each statement execute function audit_entries_append_only()`.execute(db);
  } else {
    for (const event of ['update', 'delete']) {
      await sql`create trigger ${sql.raw(`audit_entries_no_${event}`)} before ${sql.raw(event)} on audit_entries
        begin select raise(abort, '${sql.raw(APPEND_ONLY)}'); end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema.dropTable('audit_heads').execute();
  await db.schema.dropTable('audit_entries').execute();
  if (type.isPostgres) await sql`drop function audit_entries_append_only()`.execute(db);
}
