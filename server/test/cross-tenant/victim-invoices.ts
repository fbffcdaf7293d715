import { buildCustomer, buildInvoice } from '../factories';
import type { CrossTenantContext } from './case';

/**
 * Gives the victim one customer with one invoice, and remembers its invoices, items, payments and
 * invoice counter exactly as stored.
 */
export async function prepareVictimInvoice(context: CrossTenantContext): Promise<Record<string, string>> {
  const db = context.app.database.db;
  const parent = await buildCustomer(db, { parent: context.victim });
  const { invoice } = await buildInvoice(db, { parent });
  return {
    customerId: parent.customer.id,
    invoiceId: invoice.id,
    invoiceState: await victimInvoiceState(context),
  };
}

/**
 * The victim's invoices, items, payments, receipts, ledger accounts, flats and their transfers, credit
 * notes, and invoice counter, exactly as stored.
 */
export async function victimInvoiceState(context: CrossTenantContext): Promise<string> {
  const db = context.app.database.db;
  const businessId = context.victim.business.id;
  const [invoices, items, payments, receipts, accounts, flats, transfers, creditNotes, business] =
    await Promise.all([
      db.selectFrom('invoices').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
      db
        .selectFrom('invoice_items')
        .selectAll()
        .where('business_id', '=', businessId)
        .orderBy('id')
        .execute(),
      db.selectFrom('payments').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
      db.selectFrom('receipts').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
      db
        .selectFrom('ledger_accounts')
        .selectAll()
        .where('business_id', '=', businessId)
        .orderBy('customer_id')
        .execute(),
      db.selectFrom('customers').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
      db
        .selectFrom('flat_transfers')
        .selectAll()
        .where('business_id', '=', businessId)
        .orderBy('id')
        .execute(),
      db.selectFrom('credit_notes').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
      db
        .selectFrom('businesses')
        .select('invoice_counter')
        .where('id', '=', businessId)
        .executeTakeFirstOrThrow(),
    ]);
  return JSON.stringify({
    invoices,
    items,
    payments,
    receipts,
    accounts,
    flats,
    transfers,
    creditNotes,
    business,
  });
}

export async function victimInvoicesUnchanged(
  context: CrossTenantContext,
  resources: Record<string, string>,
) {
  if ((await victimInvoiceState(context)) !== resources.invoiceState) {
    throw new Error('the victim invoices changed');
  }
}
