import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/** Users, their businesses (the tenant), customers, invoices with items, and payments. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);

  await db.schema
    .createTable('users')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_enabled', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('plan_expires_at', type.instant)
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addCheckConstraint('users_is_enabled_flag', sql`is_enabled in (0, 1)`)
    .execute();

  await db.schema
    .createTable('businesses')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('owner_user_id', type.id, (column) =>
      column.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone_number', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('business_name', 'text', (column) => column.notNull())
    .addColumn('contact_address', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('website', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('gstin', 'text')
    .addColumn('upi_id', 'text')
    .addColumn('payment_details', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('logo_url', 'text')
    .addColumn('razorpay_key_id', 'text')
    .addColumn('razorpay_secret_encrypted', 'text')
    .addColumn('razorpay_webhook_secret_encrypted', 'text')
    .addColumn('whatsapp_token_encrypted', 'text')
    .addColumn('whatsapp_phone_number_id', 'text')
    .addColumn('whatsapp_template', 'text')
    .addColumn('time_zone', 'text', (column) => column.notNull().defaultTo('Asia/Kolkata'))
    .addColumn('invoice_counter', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('gstin', 'text')
    .addColumn('block', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('floor', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('flat', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('area_hundredths', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('price_per_sqft_paise', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addUniqueConstraint('customers_business_flat_unique', ['business_id', 'block', 'floor', 'flat'])
    .addCheckConstraint('customers_area_not_negative', sql`area_hundredths >= 0`)
    .addCheckConstraint('customers_price_not_negative', sql`price_per_sqft_paise >= 0`)
    .execute();
  await db.schema
    .createIndex('customers_business_name')
    .on('customers')
    .columns(['business_id', 'name'])
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('customer_id', type.id, (column) => column.references('customers.id').onDelete('set null'))
    .addColumn('invoice_number', 'text', (column) => column.notNull())
    .addColumn('invoice_number_value', 'bigint', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull().defaultTo('INR'))
    .addColumn('gst_rate_basis_points', 'integer', (column) => column.notNull())
    .addColumn('hsn', 'text', (column) => column.notNull())
    .addColumn('sub_total_paise', 'bigint', (column) => column.notNull())
    .addColumn('vat_paise', 'bigint', (column) => column.notNull())
    .addColumn('total_paise', 'bigint', (column) => column.notNull())
    .addColumn('total_received_paise', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('invoice_date', type.calendarDate, (column) => column.notNull())
    .addColumn('due_date', type.calendarDate, (column) => column.notNull())
    .addColumn('notes', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('client_name', 'text', (column) => column.notNull())
    .addColumn('client_email', 'text', (column) => column.notNull())
    .addColumn('client_phone', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('client_gstin', 'text')
    .addColumn('client_block', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('client_floor', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('client_flat', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('client_area_hundredths', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('replaced_by_invoice_id', type.id, (column) => column.references('invoices.id'))
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addUniqueConstraint('invoices_business_number_unique', ['business_id', 'invoice_number'])
    // Lets payments and items reference (business_id, id), so a row can never cross tenants.
    .addUniqueConstraint('invoices_business_id_unique', ['business_id', 'id'])
    .addCheckConstraint('invoices_status_known', sql`status in ('Paid', 'Partial', 'Unpaid')`)
    .addCheckConstraint(
      'invoices_type_known',
      sql`type in ('Invoice', 'Proforma', 'Receipt', 'Bill', 'Quotation')`,
    )
    .addCheckConstraint('invoices_received_not_negative', sql`total_received_paise >= 0`)
    .execute();
  await db.schema
    .createIndex('invoices_business_number_value')
    .on('invoices')
    .columns(['business_id', 'invoice_number_value'])
    .execute();
  await db.schema
    .createIndex('invoices_business_status_due')
    .on('invoices')
    .columns(['business_id', 'status', 'due_date'])
    .execute();
  await db.schema
    .createIndex('invoices_business_client_name')
    .on('invoices')
    .columns(['business_id', 'client_name'])
    .execute();
  await db.schema
    .createIndex('invoices_business_customer')
    .on('invoices')
    .columns(['business_id', 'customer_id'])
    .execute();

  await db.schema
    .createTable('invoice_items')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull())
    .addColumn('invoice_id', type.id, (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('item_name', 'text', (column) => column.notNull())
    .addColumn('unit_price_paise', 'bigint', (column) => column.notNull())
    .addColumn('quantity_hundredths', 'bigint', (column) => column.notNull())
    .addColumn('discount_basis_points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('over_dues_basis_points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addForeignKeyConstraint(
      'invoice_items_invoice',
      ['business_id', 'invoice_id'],
      'invoices',
      ['business_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('invoice_items_business_invoice')
    .on('invoice_items')
    .columns(['business_id', 'invoice_id', 'position'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull())
    .addColumn('invoice_id', type.id, (column) => column.notNull())
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addColumn('date_paid', type.calendarDate, (column) => column.notNull())
    .addColumn('payment_method', 'text', (column) => column.notNull())
    .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('paid_by', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('provider', 'text')
    .addColumn('provider_payment_id', 'text')
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addForeignKeyConstraint('payments_invoice', ['business_id', 'invoice_id'], 'invoices', [
      'business_id',
      'id',
    ])
    // A provider's payment id is recorded at most once, whether validate or the webhook comes first.
    .addUniqueConstraint('payments_business_provider_payment_unique', ['business_id', 'provider_payment_id'])
    .addCheckConstraint('payments_amount_positive', sql`amount_paise > 0`)
    .execute();
  await db.schema
    .createIndex('payments_business_invoice')
    .on('payments')
    .columns(['business_id', 'invoice_id'])
    .execute();
  await db.schema
    .createIndex('payments_business_date_paid')
    .on('payments')
    .columns(['business_id', 'date_paid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payments', 'invoice_items', 'invoices', 'customers', 'businesses', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
