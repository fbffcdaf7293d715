import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/** Password reset tokens, the mail outbox, and uploaded logos kept in the database. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);

  await db.schema
    .createTable('password_resets')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('user_id', type.id, (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('expires_at', type.instant, (column) => column.notNull())
    .addColumn('used_at', type.instant)
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', type.id, (column) => column.primaryKey())
    // Empty for account mail (password resets), which belongs to a person, not a business.
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
    .addCheckConstraint('outbox_channel_known', sql`channel in ('email', 'whatsapp')`)
    .addCheckConstraint('outbox_status_known', sql`status in ('queued', 'sent', 'failed', 'kept')`)
    .execute();
  await db.schema
    .createIndex('outbox_business_created')
    .on('outbox')
    .columns(['business_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('bytes', type.isPostgres ? 'bytea' : 'blob', (column) => column.notNull())
    .addColumn('byte_size', 'integer', (column) => column.notNull())
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('uploads_business')
    .on('uploads')
    .columns(['business_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['uploads', 'outbox', 'password_resets']) {
    await db.schema.dropTable(table).execute();
  }
}
