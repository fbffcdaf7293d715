import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * A society's bill heads (its charges), what a percentage head is a percentage of, the flats a head
 * is limited to and each flat's own rate; a customer gains its parking slots and its occupancy.
 * A head's rate is in hundredths: paise for an amount, basis points for a percentage. Deleting a
 * customer takes its limits and overrides with it; a head named by a percentage cannot be deleted
 * from under it (no cascade on the part it names).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);

  await db.schema
    .alterTable('customers')
    .addColumn('parking_slots', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`parking_slots >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('customers')
    .addColumn('occupancy', 'text', (column) =>
      column.notNull().defaultTo('owner').check(sql`occupancy in ('owner', 'let_out', 'vacant')`),
    )
    .execute();

  await db.schema
    .createTable('bill_heads')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('name_key', 'text', (column) => column.notNull())
    .addColumn('basis', 'text', (column) => column.notNull())
    .addColumn('rate_hundredths', 'bigint', (column) => column.notNull())
    .addColumn('applies_to', 'text', (column) => column.notNull().defaultTo('all'))
    .addColumn('gst_treatment', 'text', (column) => column.notNull().defaultTo('taxable'))
    .addColumn('hsn', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('limit_kind', 'text', (column) => column.notNull().defaultTo('all'))
    .addColumn('limit_block', 'text')
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addUniqueConstraint('bill_heads_business_name_unique', ['business_id', 'name_key'])
    .addCheckConstraint('bill_heads_basis', sql`basis in ('area', 'flat', 'parking', 'percent', 'typed')`)
    .addCheckConstraint('bill_heads_rate_not_negative', sql`rate_hundredths >= 0`)
    .addCheckConstraint('bill_heads_applies_to', sql`applies_to in ('all', 'let_out')`)
    .addCheckConstraint('bill_heads_gst_treatment', sql`gst_treatment in ('taxable', 'exempt', 'levy')`)
    .addCheckConstraint('bill_heads_is_active_flag', sql`is_active in (0, 1)`)
    .addCheckConstraint(
      'bill_heads_limit',
      sql`(limit_kind = 'block' and limit_block is not null) or (limit_kind in ('all', 'flats') and limit_block is null)`,
    )
    .execute();

  await db.schema
    .createTable('bill_head_parts')
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('head_id', type.id, (column) =>
      column.notNull().references('bill_heads.id').onDelete('cascade'),
    )
    .addColumn('part_head_id', type.id, (column) => column.notNull().references('bill_heads.id'))
    .addPrimaryKeyConstraint('bill_head_parts_pk', ['head_id', 'part_head_id'])
    .execute();
  await db.schema
    .createIndex('bill_head_parts_part')
    .on('bill_head_parts')
    .columns(['business_id', 'part_head_id'])
    .execute();

  for (const table of ['bill_head_flats', 'bill_head_overrides'] as const) {
    let create = db.schema
      .createTable(table)
      .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
      .addColumn('head_id', type.id, (column) =>
        column.notNull().references('bill_heads.id').onDelete('cascade'),
      )
      .addColumn('customer_id', type.id, (column) =>
        column.notNull().references('customers.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint(`${table}_pk`, ['head_id', 'customer_id']);
    if (table === 'bill_head_overrides') {
      create = create
        .addColumn('rate_hundredths', 'bigint', (column) => column.notNull())
        .addCheckConstraint('bill_head_overrides_rate_not_negative', sql`rate_hundredths >= 0`);
    }
    await create.execute();
    await db.schema
      .createIndex(`${table}_customer`)
      .on(table)
      .columns(['business_id', 'customer_id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bill_head_overrides', 'bill_head_flats', 'bill_head_parts', 'bill_heads']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('customers').dropColumn('occupancy').execute();
  await db.schema.alterTable('customers').dropColumn('parking_slots').execute();
}
