import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * Billing runs: one period's bills for many flats, drafted, previewed, then published as invoices.
 * A run keeps its heads (in bill order), its chosen flats and the amounts typed per flat. An invoice
 * remembers the run and period it was billed in, and a partial unique index lets a flat be billed at
 * most once per period, whatever races or retries happen. A deleted head leaves every run it was in
 * (its issued bills keep their lines); a deleted customer leaves every draft.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);

  await db.schema
    .createTable('billing_runs')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('period', 'text', (column) => column.notNull())
    .addColumn('bill_date', type.calendarDate, (column) => column.notNull())
    .addColumn('due_date', type.calendarDate, (column) => column.notNull())
    .addColumn('flats_kind', 'text', (column) => column.notNull())
    .addColumn('flats_block', 'text')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('draft'))
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addColumn('published_at', type.instant)
    .addCheckConstraint('billing_runs_status', sql`status in ('draft', 'publishing', 'published')`)
    .addCheckConstraint(
      'billing_runs_flats',
      sql`(flats_kind = 'block' and flats_block is not null) or (flats_kind in ('all', 'flats') and flats_block is null)`,
    )
    .addCheckConstraint('billing_runs_dates', sql`due_date >= bill_date`)
    .execute();
  await db.schema
    .createIndex('billing_runs_business_created')
    .on('billing_runs')
    .columns(['business_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('billing_run_heads')
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('run_id', type.id, (column) =>
      column.notNull().references('billing_runs.id').onDelete('cascade'),
    )
    .addColumn('head_id', type.id, (column) =>
      column.notNull().references('bill_heads.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('billing_run_heads_pk', ['run_id', 'head_id'])
    .execute();
  await db.schema
    .createIndex('billing_run_heads_head')
    .on('billing_run_heads')
    .columns(['business_id', 'head_id'])
    .execute();

  await db.schema
    .createTable('billing_run_flats')
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('run_id', type.id, (column) =>
      column.notNull().references('billing_runs.id').onDelete('cascade'),
    )
    .addColumn('customer_id', type.id, (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('billing_run_flats_pk', ['run_id', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('billing_run_flats_customer')
    .on('billing_run_flats')
    .columns(['business_id', 'customer_id'])
    .execute();

  await db.schema
    .createTable('billing_run_amounts')
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('run_id', type.id, (column) =>
      column.notNull().references('billing_runs.id').onDelete('cascade'),
    )
    .addColumn('head_id', type.id, (column) =>
      column.notNull().references('bill_heads.id').onDelete('cascade'),
    )
    .addColumn('customer_id', type.id, (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('billing_run_amounts_pk', ['run_id', 'head_id', 'customer_id'])
    .addCheckConstraint('billing_run_amounts_not_negative', sql`amount_paise >= 0`)
    .execute();
  await db.schema
    .createIndex('billing_run_amounts_customer')
    .on('billing_run_amounts')
    .columns(['business_id', 'customer_id'])
    .execute();

  await db.schema
    .alterTable('invoices')
    .addColumn('billing_run_id', type.id, (column) =>
      column.references('billing_runs.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('invoices').addColumn('billing_period', 'text').execute();
  await db.schema
    .createIndex('invoices_flat_period_unique')
    .on('invoices')
    .columns(['business_id', 'customer_id', 'billing_period'])
    .unique()
    .where(sql.ref('billing_period'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('invoices_billing_run')
    .on('invoices')
    .columns(['business_id', 'billing_run_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_billing_run').execute();
  await db.schema.dropIndex('invoices_flat_period_unique').execute();
  await db.schema.alterTable('invoices').dropColumn('billing_period').execute();
  await db.schema.alterTable('invoices').dropColumn('billing_run_id').execute();
  for (const table of ['billing_run_amounts', 'billing_run_flats', 'billing_run_heads', 'billing_runs']) {
    await db.schema.dropTable(table).execute();
  }
}
