import type { InvoiceStatus } from '../../../domain/constants';
import type { DbTransaction, Executor, NewPaymentRow } from '../../db/schema';
import type { InvoiceOwner } from '../invoices/invoices.repository';

/** A business's payments, each with the invoice it was paid on (its number, client and currency). */
export function paymentsWithTheirInvoices(db: Executor, businessId: string) {
  return db
    .selectFrom('payments')
    .innerJoin('invoices', (join) =>
      join
        .onRef('invoices.business_id', '=', 'payments.business_id')
        .onRef('invoices.id', '=', 'payments.invoice_id'),
    )
    .where('payments.business_id', '=', businessId);
}

export type NewPayment = Omit<NewPaymentRow, 'business_id' | 'invoice_id'>;

/** What the invoice's payment rows add up to, in paise: the one source of its total received. */
export async function sumPaymentsOf(db: Executor, owner: InvoiceOwner, invoiceId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('received'))
    .where('business_id', '=', owner.id)
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return Number(row.received);
}

/** The ids of the invoice's payments. */
export async function paymentIdsOf(db: Executor, owner: InvoiceOwner, invoiceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('id')
    .where('business_id', '=', owner.id)
    .where('invoice_id', '=', invoiceId)
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the business has a payment with this provider's payment id (on any of its invoices). */
export async function providerPaymentRecorded(
  db: Executor,
  owner: InvoiceOwner,
  provider: string,
  providerPaymentId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('business_id', '=', owner.id)
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPayments(
  trx: DbTransaction,
  owner: InvoiceOwner,
  invoiceId: string,
  payments: NewPayment[],
): Promise<void> {
  if (payments.length === 0) return;
  await trx
    .insertInto('payments')
    .values(payments.map((payment) => ({ ...payment, business_id: owner.id, invoice_id: invoiceId })))
    .execute();
}

/** Deletes one payment of the invoice; false when the invoice has no payment with that id. */
export async function deletePayment(
  trx: DbTransaction,
  owner: InvoiceOwner,
  invoiceId: string,
  paymentId: string,
): Promise<boolean> {
  const result = await trx
    .deleteFrom('payments')
    .where('business_id', '=', owner.id)
    .where('invoice_id', '=', invoiceId)
    .where('id', '=', paymentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Writes the invoice's total received and the status that follows from it. */
export async function updateInvoiceReceived(
  trx: DbTransaction,
  owner: InvoiceOwner,
  invoiceId: string,
  changes: { receivedPaise: number; status: InvoiceStatus },
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ total_received_paise: changes.receivedPaise, status: changes.status })
    .where('business_id', '=', owner.id)
    .where('id', '=', invoiceId)
    .execute();
}
