import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * Sessions a person can see and end: each signed-in browser, the business it acts for, the device and
 * address it came from, and when it was last used. A token names its session; an ended session's
 * token is refused at once. `device_key` (a hash of the browser's description) tells a new device
 * from one seen before, for the "new sign-in" e-mail, which each person may turn off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('sessions')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('user_id', type.id, (column) => column.notNull().references('users.id'))
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('device', 'text', (column) => column.notNull())
    .addColumn('device_key', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addColumn('last_used_at', type.instant, (column) => column.notNull())
    .addColumn('ended_at', type.instant)
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'device_key']).execute();
  await db.schema
    .alterTable('users')
    .addColumn('sign_in_alerts', 'integer', (column) => column.notNull().defaultTo(sql`1`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sign_in_alerts').execute();
  await db.schema.dropTable('sessions').execute();
}
