import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * The outbox becomes a work queue: what a message is about (kind, invoice, WhatsApp
 * template), when its next attempt is due, the lease of the worker sending it, and the key the
 * provider is given so a message re-sent after a crash is recognised as the same one. SQLite cannot
 * change a check constraint in place, so there the table is rebuilt with the rows copied.
 */
const STATUS_BEFORE = sql`status in ('queued', 'sent', 'failed', 'kept')`;
const STATUS_AFTER = sql`status in ('queued', 'sending', 'sent', 'failed', 'kept')`;

type Columns = ReturnType<typeof columnTypesFor>;

function createOutbox(db: Kysely<unknown>, name: string, type: Columns, isWorkQueue: boolean) {
  const table = db.schema
    .createTable(name)
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.references('businesses.id'))
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('body_text', 'text', (column) => column.notNull())
    .addColumn('body_html', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addColumn('sent_at', type.instant)
    .addCheckConstraint('outbox_channel_known', sql`channel in ('email', 'whatsapp')`);
  if (!isWorkQueue) return table.addCheckConstraint('outbox_status_known', STATUS_BEFORE);
  return table
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('invoice_id', type.id)
    .addColumn('template', 'text')
    .addColumn('next_attempt_at', type.instant)
    .addColumn('locked_until', type.instant)
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addCheckConstraint('outbox_status_known', STATUS_AFTER)
    .addCheckConstraint('outbox_kind_known', sql`kind in ('invoice', 'reminder', 'account')`)
    .addForeignKeyConstraint('outbox_invoice', ['business_id', 'invoice_id'], 'invoices', [
      'business_id',
      'id',
    ]);
}

const BEFORE_COLUMNS = sql.raw(
  'id, business_id, channel, recipient, subject, body_text, body_html, status, attempts, last_error, created_at, sent_at',
);

async function addIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('outbox_idempotency_key_unique')
    .on('outbox')
    .column('idempotency_key')
    .unique()
    .execute();
  // The worker's claim: due queued rows, and rows whose sender's lease ran out.
  await db.schema.createIndex('outbox_claim').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema
    .createIndex('outbox_business_invoice')
    .on('outbox')
    .columns(['business_id', 'invoice_id', 'created_at'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  if (type.isPostgres) {
    await sql`alter table outbox
      add column kind text,
      add column invoice_id uuid,
      add column template text,
      add column next_attempt_at timestamptz,
      add column locked_until timestamptz,
      add column idempotency_key text,
      add column updated_at timestamptz,
      drop constraint outbox_status_known`.execute(db);
    await sql`update outbox set kind = 'account', idempotency_key = id::text,
      updated_at = coalesce(sent_at, created_at),
      next_attempt_at = case when status = 'queued' then created_at end`.execute(db);
    await sql`alter table outbox
      alter column kind set not null,
      alter column idempotency_key set not null,
      alter column updated_at set not null,
      add constraint outbox_status_known check (${STATUS_AFTER}),
      add constraint outbox_kind_known check (kind in ('invoice', 'reminder', 'account')),
      add constraint outbox_invoice foreign key (business_id, invoice_id)
        references invoices (business_id, id)`.execute(db);
  } else {
    await createOutbox(db, 'outbox_next', type, true).execute();
    await sql`insert into outbox_next (${BEFORE_COLUMNS}, kind, idempotency_key, updated_at, next_attempt_at)
      select ${BEFORE_COLUMNS}, 'account', id, coalesce(sent_at, created_at),
        case when status = 'queued' then created_at end
      from outbox`.execute(db);
    await db.schema.dropTable('outbox').execute();
    await sql`alter table outbox_next rename to outbox`.execute(db);
    await db.schema
      .createIndex('outbox_business_created')
      .on('outbox')
      .columns(['business_id', 'created_at'])
      .execute();
  }
  await addIndexes(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  // A message caught mid-send goes back to the queue it came from.
  await sql`update outbox set status = 'queued' where status = 'sending'`.execute(db);
  for (const index of ['outbox_business_invoice', 'outbox_claim', 'outbox_idempotency_key_unique']) {
    await db.schema.dropIndex(index).execute();
  }
  if (type.isPostgres) {
    await sql`alter table outbox
      drop constraint outbox_invoice,
      drop constraint outbox_kind_known,
      drop constraint outbox_status_known,
      drop column kind, drop column invoice_id, drop column template, drop column next_attempt_at,
      drop column locked_until, drop column idempotency_key, drop column updated_at,
      add constraint outbox_status_known check (${STATUS_BEFORE})`.execute(db);
    return;
  }
  await createOutbox(db, 'outbox_previous', type, false).execute();
  await sql`insert into outbox_previous (${BEFORE_COLUMNS}) select ${BEFORE_COLUMNS} from outbox`.execute(db);
  await db.schema.dropTable('outbox').execute();
  await sql`alter table outbox_previous rename to outbox`.execute(db);
  await db.schema
    .createIndex('outbox_business_created')
    .on('outbox')
    .columns(['business_id', 'created_at'])
    .execute();
}
