import type { Executor } from '../../db/schema';

/** Whether the business has this invoice: another business's id is as unknown as a made-up one. */
export async function isInvoiceOf(db: Executor, businessId: string, invoiceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  return row !== undefined;
}
