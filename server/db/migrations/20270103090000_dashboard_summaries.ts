import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/*
 * Per-business summaries for the dashboard, kept by triggers in the same transaction as every write to
 * an invoice or a payment, whichever code makes it (a form, a billing run, an import, a webhook):
 *
 * - invoice_summaries: per currency, the number of invoices, of paid ones, of partly paid and unpaid
 *   claims, and the paise received, still owed on claims and claimed;
 * - payment_month_summaries: per month and currency (the invoice's), the paise received.
 *
 * A row is a change, not a total: a trigger only ever inserts one (the old row's figures taken away,
 * the new row's added), so two writes of one business never wait for each other on a summary row and
 * can never deadlock there. The figures are the sum of a business's rows; the dashboard folds them back
 * into one row per key when they grow many (dashboard-summaries.repository.ts).
 *
 * A claim (neither a quotation nor replaced by a late-fee invoice) and what it owes are the rules of
 * server/features/invoices/invoice-conditions.ts, written here again in SQL; a property test holds the
 * two to the same figures.
 */

const INVOICE_FIGURES = [
  'invoices',
  'paid',
  'partial',
  'unpaid',
  'received_paise',
  'pending_paise',
  'claimed_paise',
] as const;

/** Each figure of one invoice row (`new`, `old` or the table's own name) as an SQL expression. */
function invoiceFigures(row: string): string[] {
  const claim = `${row}.replaced_by_invoice_id is null and ${row}.type <> 'Quotation'`;
  const ifThen = (condition: string, value: string) => `case when ${condition} then ${value} else 0 end`;
  const claimed = `${row}.total_paise - ${row}.total_credited_paise`;
  return [
    '1',
    ifThen(`${row}.status = 'Paid'`, '1'),
    ifThen(`${claim} and ${row}.status = 'Partial'`, '1'),
    ifThen(`${claim} and ${row}.status = 'Unpaid'`, '1'),
    `${row}.total_received_paise`,
    ifThen(claim, `${claimed} - ${row}.total_received_paise`),
    ifThen(claim, claimed),
  ];
}

const INVOICE_COLUMNS = `business_id, currency, ${INVOICE_FIGURES.join(', ')}`;

/** The insert that adds (`+`) or takes away (`-`) one invoice row's figures. */
function invoiceChange(row: 'new' | 'old', sign: '+' | '-'): string {
  const figures = invoiceFigures(row).map((figure) => `${sign === '-' ? '-' : ''}(${figure})`);
  return `insert into invoice_summaries (${INVOICE_COLUMNS})
    values (${row}.business_id, ${row}.currency, ${figures.join(', ')})`;
}

/** The insert that adds or takes away one payment row's paise, in its invoice's currency. */
function paymentChange(row: 'new' | 'old', sign: '+' | '-', month: (date: string) => string): string {
  return `insert into payment_month_summaries (business_id, month, currency, paise)
    select ${row}.business_id, ${month(`${row}.date_paid`)}, invoices.currency, ${sign === '-' ? '-' : ''}${row}.amount_paise
    from invoices where invoices.id = ${row}.invoice_id`;
}

/**
 * An invoice whose currency changes takes its payments along: their paise leave the old currency's
 * months for the new one's.
 */
function paymentsMoveCurrency(month: (date: string) => string): string[] {
  return (['old', 'new'] as const).map(
    (row) => `insert into payment_month_summaries (business_id, month, currency, paise)
      select business_id, ${month('date_paid')}, ${row}.currency, ${row === 'old' ? '-' : ''}sum(amount_paise)
      from payments where business_id = new.business_id and invoice_id = new.id
      group by business_id, ${month('date_paid')}`,
  );
}

/** The columns whose change changes an invoice's figures. */
const INVOICE_WATCHED = [
  'status',
  'currency',
  'type',
  'replaced_by_invoice_id',
  'total_paise',
  'total_credited_paise',
  'total_received_paise',
];
const PAYMENT_WATCHED = ['invoice_id', 'amount_paise', 'date_paid'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  const month = type.isPostgres
    ? (date: string) => `to_char(${date}, 'YYYY-MM')`
    : (date: string) => `substr(${date}, 1, 7)`;
  await db.schema
    .createTable('invoice_summaries')
    .addColumn('business_id', type.id, (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('invoices', 'bigint', (column) => column.notNull())
    .addColumn('paid', 'bigint', (column) => column.notNull())
    .addColumn('partial', 'bigint', (column) => column.notNull())
    .addColumn('unpaid', 'bigint', (column) => column.notNull())
    .addColumn('received_paise', 'bigint', (column) => column.notNull())
    .addColumn('pending_paise', 'bigint', (column) => column.notNull())
    .addColumn('claimed_paise', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_summaries_business')
    .on('invoice_summaries')
    .columns(['business_id', 'currency'])
    .execute();
  await db.schema
    .createTable('payment_month_summaries')
    .addColumn('business_id', type.id, (column) => column.notNull())
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('paise', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('payment_month_summaries_business')
    .on('payment_month_summaries')
    .columns(['business_id', 'month', 'currency'])
    .execute();

  const invoiceTotals = invoiceFigures('invoices').map((figure) => `sum(${figure})`);
  await sql`${sql.raw(`insert into invoice_summaries (${INVOICE_COLUMNS})
    select business_id, currency, ${invoiceTotals.join(', ')} from invoices group by business_id, currency`)}`.execute(
    db,
  );
  await sql`${sql.raw(`insert into payment_month_summaries (business_id, month, currency, paise)
    select payments.business_id, ${month('payments.date_paid')}, invoices.currency, sum(payments.amount_paise)
    from payments join invoices on invoices.id = payments.invoice_id
    group by payments.business_id, ${month('payments.date_paid')}, invoices.currency`)}`.execute(db);

  if (type.isPostgres) await createPostgresTriggers(db, month);
  else await createSqliteTriggers(db, month);
}

async function createPostgresTriggers(db: Kysely<unknown>, month: (date: string) => string) {
  const changed = (columns: string[]) =>
    `(${columns.map((column) => `old.${column}`).join(', ')}) is distinct from (${columns.map((column) => `new.${column}`).join(', ')})`;
  await sql`${sql.raw(`create function invoice_summaries_track() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then ${invoiceChange('old', '-')}; end if;
      if tg_op <> 'DELETE' then ${invoiceChange('new', '+')}; end if;
      if tg_op = 'UPDATE' and old.currency <> new.currency then
        ${paymentsMoveCurrency(month).join(';\n')};
      end if;
      return null;
    end $$`)}`.execute(db);
  await sql`${sql.raw(`create function payment_month_summaries_track() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then ${paymentChange('old', '-', month)}; end if;
      if tg_op <> 'DELETE' then ${paymentChange('new', '+', month)}; end if;
      return null;
    end $$`)}`.execute(db);
  await sql`create trigger invoice_summaries_on_insert_or_delete after insert or delete on invoices
    for each row execute function invoice_summaries_track()`.execute(db);
  await sql`${sql.raw(`create trigger invoice_summaries_on_update after update on invoices
    for each row when (${changed(INVOICE_WATCHED)}) execute function invoice_summaries_track()`)}`.execute(
    db,
  );
  await sql`create trigger payment_month_summaries_on_insert_or_delete after insert or delete on payments
    for each row execute function payment_month_summaries_track()`.execute(db);
  await sql`${sql.raw(`create trigger payment_month_summaries_on_update after update on payments
    for each row when (${changed(PAYMENT_WATCHED)}) execute function payment_month_summaries_track()`)}`.execute(
    db,
  );
}

async function createSqliteTriggers(db: Kysely<unknown>, month: (date: string) => string) {
  const changed = (columns: string[]) =>
    columns.map((column) => `old.${column} is not new.${column}`).join(' or ');
  const triggers = [
    `create trigger invoice_summaries_on_insert after insert on invoices
      begin ${invoiceChange('new', '+')}; end`,
    `create trigger invoice_summaries_on_delete after delete on invoices
      begin ${invoiceChange('old', '-')}; end`,
    `create trigger invoice_summaries_on_update after update on invoices when ${changed(INVOICE_WATCHED)}
      begin ${invoiceChange('old', '-')}; ${invoiceChange('new', '+')}; end`,
    `create trigger invoice_summaries_on_currency after update of currency on invoices
      when old.currency <> new.currency
      begin ${paymentsMoveCurrency(month).join('; ')}; end`,
    `create trigger payment_month_summaries_on_insert after insert on payments
      begin ${paymentChange('new', '+', month)}; end`,
    `create trigger payment_month_summaries_on_delete after delete on payments
      begin ${paymentChange('old', '-', month)}; end`,
    `create trigger payment_month_summaries_on_update after update on payments when ${changed(PAYMENT_WATCHED)}
      begin ${paymentChange('old', '-', month)}; ${paymentChange('new', '+', month)}; end`,
  ];
  for (const trigger of triggers) await sql`${sql.raw(trigger)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  const triggers = type.isPostgres
    ? [
        'invoice_summaries_on_insert_or_delete on invoices',
        'invoice_summaries_on_update on invoices',
        'payment_month_summaries_on_insert_or_delete on payments',
        'payment_month_summaries_on_update on payments',
      ]
    : [
        'invoice_summaries_on_insert',
        'invoice_summaries_on_delete',
        'invoice_summaries_on_update',
        'invoice_summaries_on_currency',
        'payment_month_summaries_on_insert',
        'payment_month_summaries_on_delete',
        'payment_month_summaries_on_update',
      ];
  for (const trigger of triggers) await sql`${sql.raw(`drop trigger ${trigger}`)}`.execute(db);
  if (type.isPostgres) {
    await sql`drop function invoice_summaries_track()`.execute(db);
    await sql`drop function payment_month_summaries_track()`.execute(db);
  }
  await db.schema.dropTable('payment_month_summaries').execute();
  await db.schema.dropTable('invoice_summaries').execute();
}
