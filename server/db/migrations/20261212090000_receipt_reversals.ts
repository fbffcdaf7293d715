import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * Money that did not arrive after all (a bounced cheque) is reversed, never deleted: the receipt
 * keeps its number and says when and why it was reversed, and what the bank charged for it, which
 * the flat's next bill carries (the bill that did, once it has). A payment row says whether it is a
 * flat's advance taken by a new bill, so undoing a run gives that advance back instead of refusing.
 * A message can carry a receipt's PDF: receipts are sent as messages of their own kind, to the member
 * who paid, unless the business turns that off; a statement's link is sent as a message too. Each
 * flat may have a random token: its member's link to their own statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema.alterTable('receipts').addColumn('reversed_on', type.calendarDate).execute();
  await db.schema
    .alterTable('receipts')
    .addColumn('reversal_reason', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('receipts')
    .addColumn('bounce_charge_paise', 'bigint', (column) =>
      column.notNull().defaultTo(0).check(sql`bounce_charge_paise >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('receipts')
    .addColumn('bounce_charge_invoice_id', type.id, (column) =>
      column.references('invoices.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('from_advance', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`from_advance in (0, 1)`),
    )
    .execute();
  await sql`
    update payments set from_advance = 1
    where paid_by = '' and note in ('Advance applied', 'Advance brought forward applied')
  `.execute(db);
  await db.schema
    .alterTable('billing_settings')
    .addColumn('send_receipts', 'integer', (column) =>
      column.notNull().defaultTo(1).check(sql`send_receipts in (0, 1)`),
    )
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('receipt_id', type.id, (column) => column.references('receipts.id').onDelete('set null'))
    .execute();
  await replaceOutboxKinds(db, KINDS_BEFORE, KINDS_AFTER);
  // The member's own link to their flat's statement: a random token, made the first time it is needed.
  await db.schema.alterTable('ledger_accounts').addColumn('statement_token', 'text').execute();
  await db.schema
    .createIndex('ledger_accounts_statement_token')
    .on('ledger_accounts')
    .column('statement_token')
    .unique()
    .execute();
}

const KINDS_BEFORE = "kind in ('invoice', 'reminder', 'account')";
const KINDS_AFTER = "kind in ('invoice', 'reminder', 'account', 'receipt', 'statement')";

/**
 * The outbox's list of message kinds is a check constraint. PostgreSQL replaces it in place; SQLite
 * cannot alter a constraint, so the table is rebuilt from its own stored definition with the new list
 * (foreign keys off for the swap, as SQLite's documented procedure says, and checked before commit).
 */
export async function replaceOutboxKinds(db: Kysely<unknown>, before: string, after: string): Promise<void> {
  if (columnTypesFor(db).isPostgres) {
    await sql`alter table outbox drop constraint outbox_kind_known`.execute(db);
    await sql`alter table outbox add constraint outbox_kind_known check (${sql.raw(after)})`.execute(db);
    return;
  }
  const stored = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = 'outbox' and sql is not null
  `.execute(db);
  const table = stored.rows.find((row) => row.type === 'table')?.sql ?? '';
  const rebuilt = table
    .replace(/^create table "?outbox"?/i, 'create table "outbox_next"')
    .replace(before, after);
  if (!rebuilt.includes('outbox_next') || !rebuilt.includes(after)) {
    throw new Error('The outbox table is not as this migration expects');
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await sql.raw(rebuilt).execute(db);
    await sql`insert into outbox_next select * from outbox`.execute(db);
    await sql`drop table outbox`.execute(db);
    await sql`alter table outbox_next rename to outbox`.execute(db);
    for (const index of stored.rows.filter((row) => row.type === 'index')) {
      await sql.raw(index.sql).execute(db);
    }
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('The rebuilt outbox breaks a foreign key');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_accounts_statement_token').execute();
  await db.schema.alterTable('ledger_accounts').dropColumn('statement_token').execute();
  await sql`delete from outbox where kind in ('receipt', 'statement')`.execute(db);
  await replaceOutboxKinds(db, KINDS_AFTER, KINDS_BEFORE);
  await db.schema.alterTable('outbox').dropColumn('receipt_id').execute();
  await db.schema.alterTable('billing_settings').dropColumn('send_receipts').execute();
  await db.schema.alterTable('payments').dropColumn('from_advance').execute();
  for (const column of [
    'bounce_charge_invoice_id',
    'bounce_charge_paise',
    'reversal_reason',
    'reversed_on',
  ]) {
    await db.schema.alterTable('receipts').dropColumn(column).execute();
  }
}
