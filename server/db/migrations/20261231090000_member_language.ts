import type { Kysely } from 'kysely';

/** The language a society's member pages open in ('en' or 'hi'); a member may switch for themselves. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('billing_settings')
    .addColumn('member_language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('billing_settings').dropColumn('member_language').execute();
}
