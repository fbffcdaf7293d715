import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/*
 * What the flats' receipts hold that nothing has taken yet (their advance), per business, kept by
 * triggers beside every write to a receipt or a payment, as the dashboard's other summaries are: rows
 * of changes, only ever inserted, folded by the dashboard. A receipt holds its amount, less what paid
 * the opening balance and what its payments paid on bills, while it stands (not reversed) on a flat;
 * the same rule as server/features/ledger/receipts.repository.ts heldBy, held to it by a property test.
 *
 * A receipt's figure is taken away before the receipt is deleted, while its payments are still there
 * to count: a payment deleted with it (or after it) finds no receipt, and changes nothing.
 */

/** What receipt row `row` (`new`, `old` or the table's own name) holds now, with its payments as they are. */
function heldBy(row: string): string {
  return `case when ${row}.reversed_on is null and ${row}.customer_id is not null
    then ${row}.amount_paise - ${row}.opening_paise - coalesce((select sum(payments.amount_paise) from payments
      where payments.business_id = ${row}.business_id and payments.receipt_id = ${row}.id), 0)
    else 0 end`;
}

/** The receipt row arriving (`+`) or leaving (`-`): what it holds added or taken away. */
function receiptChange(row: 'new' | 'old', sign: '+' | '-'): string {
  return `insert into receipt_advance_summaries (business_id, paise)
    values (${row}.business_id, ${sign === '-' ? '-' : ''}(${heldBy(row)}))`;
}

/**
 * The payment row arriving (`+`) or leaving (`-`): a payment of a standing receipt on a flat takes its
 * amount from what the receipt holds, and gives it back when it goes.
 */
function paymentChange(row: 'new' | 'old', sign: '+' | '-'): string {
  return `insert into receipt_advance_summaries (business_id, paise)
    select ${row}.business_id, ${sign === '+' ? '-' : ''}${row}.amount_paise from receipts
    where receipts.id = ${row}.receipt_id and receipts.reversed_on is null and receipts.customer_id is not null`;
}

const RECEIPT_WATCHED = ['reversed_on', 'customer_id', 'amount_paise', 'opening_paise'];
const PAYMENT_WATCHED = ['receipt_id', 'amount_paise'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('receipt_advance_summaries')
    .addColumn('business_id', type.id, (column) => column.notNull())
    .addColumn('paise', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('receipt_advance_summaries_business')
    .on('receipt_advance_summaries')
    .column('business_id')
    .execute();
  await sql`${sql.raw(`insert into receipt_advance_summaries (business_id, paise)
    select receipts.business_id, sum(${heldBy('receipts')}) from receipts group by receipts.business_id`)}`.execute(
    db,
  );
  if (type.isPostgres) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

async function createPostgresTriggers(db: Kysely<unknown>) {
  const changed = (columns: string[]) =>
    `(${columns.map((column) => `old.${column}`).join(', ')}) is distinct from (${columns.map((column) => `new.${column}`).join(', ')})`;
  for (const [table, change] of [
    ['receipts', receiptChange],
    ['payments', paymentChange],
  ] as const) {
    // A BEFORE DELETE trigger must answer the row for the delete to go on; an AFTER one's answer is unused.
    await sql`${sql.raw(`create function ${table}_advance_track() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${change('old', '-')}; end if;
        if tg_op <> 'DELETE' then ${change('new', '+')}; end if;
        if tg_op = 'DELETE' then return old; end if;
        return null;
      end $$`)}`.execute(db);
    await sql`${sql.raw(`create trigger ${table}_advance_on_insert after insert on ${table}
      for each row execute function ${table}_advance_track()`)}`.execute(db);
    await sql`${sql.raw(`create trigger ${table}_advance_on_update after update on ${table}
      for each row when (${changed(table === 'receipts' ? RECEIPT_WATCHED : PAYMENT_WATCHED)})
      execute function ${table}_advance_track()`)}`.execute(db);
    await sql`${sql.raw(`create trigger ${table}_advance_on_delete ${table === 'receipts' ? 'before' : 'after'} delete
      on ${table} for each row execute function ${table}_advance_track()`)}`.execute(db);
  }
}

async function createSqliteTriggers(db: Kysely<unknown>) {
  const changed = (columns: string[]) =>
    columns.map((column) => `old.${column} is not new.${column}`).join(' or ');
  const triggers = [
    `create trigger receipts_advance_on_insert after insert on receipts
      begin ${receiptChange('new', '+')}; end`,
    `create trigger receipts_advance_on_update after update on receipts when ${changed(RECEIPT_WATCHED)}
      begin ${receiptChange('old', '-')}; ${receiptChange('new', '+')}; end`,
    `create trigger receipts_advance_on_delete before delete on receipts
      begin ${receiptChange('old', '-')}; end`,
    `create trigger payments_advance_on_insert after insert on payments
      begin ${paymentChange('new', '+')}; end`,
    `create trigger payments_advance_on_update after update on payments when ${changed(PAYMENT_WATCHED)}
      begin ${paymentChange('old', '-')}; ${paymentChange('new', '+')}; end`,
    `create trigger payments_advance_on_delete after delete on payments
      begin ${paymentChange('old', '-')}; end`,
  ];
  for (const trigger of triggers) await sql`${sql.raw(trigger)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  for (const table of ['receipts', 'payments']) {
    for (const event of ['insert', 'update', 'delete']) {
      const trigger = `${table}_advance_on_${event}`;
      await sql`${sql.raw(type.isPostgres ? `drop trigger ${trigger} on ${table}` : `drop trigger ${trigger}`)}`.execute(
        db,
      );
    }
    if (type.isPostgres) await sql`${sql.raw(`drop function ${table}_advance_track()`)}`.execute(db);
  }
  await db.schema.dropTable('receipt_advance_summaries').execute();
}
