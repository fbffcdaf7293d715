import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * Each flat's member link (`/m/{token}`): the member's own page of dues, bills, receipts and
 * statement. Only the token's SHA-256 is looked up, so a copy of the table opens nothing; the token
 * itself is kept sealed under APP_SECRET so every message can carry it. A flat has at most one link
 * that messages carry (a sealed one); the treasurer revokes a flat's links or issues a new one.
 *
 * The statement links members were already given become member links: they keep opening (their hash
 * is kept) but cannot be sealed here, so the flat's next message issues a sealed one beside them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('member_links')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('customer_id', type.id, (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('token_sealed', 'text')
    .addColumn('issued_at', type.instant, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('member_links_flat')
    .on('member_links')
    .columns(['business_id', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('member_links_one_sealed')
    .on('member_links')
    .columns(['business_id', 'customer_id'])
    .unique()
    .where(sql.ref('token_sealed'), 'is not', null)
    .execute();

  const given = await sql<{
    business_id: string;
    customer_id: string;
    statement_token: string;
    updated_at: string;
  }>`
    select business_id, customer_id, statement_token, updated_at from ledger_accounts
    where statement_token is not null`.execute(db);
  for (const row of given.rows) {
    await sql`insert into member_links (token_hash, business_id, customer_id, token_sealed, issued_at)
      values (${createHash('sha256').update(row.statement_token).digest('hex')}, ${row.business_id},
        ${row.customer_id}, null, ${row.updated_at})`.execute(db);
  }
  await db.schema.dropIndex('ledger_accounts_statement_token').execute();
  await db.schema.alterTable('ledger_accounts').dropColumn('statement_token').execute();
}

/** The links cannot be given back as statement tokens (only their hashes are known): members get new ones. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_accounts').addColumn('statement_token', 'text').execute();
  await db.schema
    .createIndex('ledger_accounts_statement_token')
    .on('ledger_accounts')
    .column('statement_token')
    .unique()
    .execute();
  await db.schema.dropTable('member_links').execute();
}
