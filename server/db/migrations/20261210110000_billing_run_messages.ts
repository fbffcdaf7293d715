import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * What sending a billing run did with each bill on each channel: the outbox message it queued, or why
 * it skipped the bill (no e-mail address, no mobile number, WhatsApp not set up). One row per bill and
 * channel, so sending a run again sends nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('billing_run_messages')
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('run_id', type.id, (column) =>
      column.notNull().references('billing_runs.id').onDelete('cascade'),
    )
    .addColumn('invoice_id', type.id, (column) => column.notNull())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('outbox_id', type.id, (column) => column.references('outbox.id'))
    .addColumn('skipped_reason', 'text')
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addPrimaryKeyConstraint('billing_run_messages_pk', ['invoice_id', 'channel'])
    .addForeignKeyConstraint(
      'billing_run_messages_invoice',
      ['business_id', 'invoice_id'],
      'invoices',
      ['business_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addCheckConstraint('billing_run_messages_channel', sql`channel in ('email', 'whatsapp')`)
    .addCheckConstraint('billing_run_messages_outcome', sql`(outbox_id is null) <> (skipped_reason is null)`)
    .execute();
  await db.schema
    .createIndex('billing_run_messages_run')
    .on('billing_run_messages')
    .columns(['business_id', 'run_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_run_messages').execute();
}
