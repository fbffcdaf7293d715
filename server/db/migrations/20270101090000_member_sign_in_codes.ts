import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * One-time codes a member asks for by e-mail to open their flats' pages without a link. Neither the
 * address nor the code is kept: the address by its SHA-256, the code by its HMAC under APP_SECRET, so
 * a copy of the table can neither list members nor be tried offline. A code lives ten minutes, opens
 * once, and stops after five wrong tries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('member_sign_in_codes')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('email_hash', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expires_at', type.instant, (column) => column.notNull())
    .addColumn('used_at', type.instant)
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('member_sign_in_codes_email')
    .on('member_sign_in_codes')
    .columns(['email_hash', 'created_at'])
    .execute();
  // A code is asked for by an address, compared as the member types it; without this every request
  // would read every customer of every business.
  await db.schema
    .createIndex('customers_email_lower')
    .on('customers')
    .expression(sql`lower(trim(email))`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('customers_email_lower').execute();
  await db.schema.dropTable('member_sign_in_codes').execute();
}
