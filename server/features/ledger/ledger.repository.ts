import type { InvoiceStatus } from '@domain/constants';
import { sql } from 'kysely';
import type { DbTransaction, Executor } from '../../db/schema';
import type { LedgerInvoice, NewPayment } from './ledger-types';

/**
 * The invoice row, locked until the transaction ends: on PostgreSQL a concurrent edit or payment
 * waits for this one (SQLite already runs one transaction at a time). Answers what the ledger needs of
 * it; undefined when the business has no such invoice.
 */
export async function lockInvoiceRow(
  trx: DbTransaction,
  businessId: string,
  invoiceId: string,
  now: string,
): Promise<LedgerInvoice | undefined> {
  const [invoice] = await lockInvoiceRows(trx, businessId, [invoiceId], now);
  return invoice;
}

/** Several of the business's invoices locked at once, as lockInvoiceRow locks one; those it has not are left out. */
export async function lockInvoiceRows(
  trx: DbTransaction,
  businessId: string,
  invoiceIds: string[],
  now: string,
): Promise<LedgerInvoice[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await trx
    .updateTable('invoices')
    .set({ updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', 'in', invoiceIds)
    .returning([
      'id',
      'invoice_number',
      'total_paise',
      'total_credited_paise',
      'currency',
      'type',
      'customer_id',
      'replaced_by_invoice_id',
    ])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    invoiceNumber: row.invoice_number,
    totalPaise: Number(row.total_paise),
    creditedPaise: Number(row.total_credited_paise),
    currency: row.currency,
    type: row.type,
    customerId: row.customer_id,
    replacedByInvoiceId: row.replaced_by_invoice_id,
  }));
}

/** What the invoice's payment rows add up to, in paise: the one source of its total received. */
export async function sumPaymentsOf(db: Executor, businessId: string, invoiceId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('received'))
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return Number(row.received);
}

/** What each invoice's payment rows add up to, in paise, in one query (an invoice without any: 0). */
export async function sumPaymentsOfInvoices(
  db: Executor,
  businessId: string,
  invoiceIds: string[],
): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('payments')
    .select((eb) => ['invoice_id', eb.fn.sum<number>('amount_paise').as('received')])
    .where('business_id', '=', businessId)
    .where('invoice_id', 'in', invoiceIds)
    .groupBy('invoice_id')
    .execute();
  return new Map(rows.map((row) => [row.invoice_id, Number(row.received)]));
}

/** The ids of the invoice's payments. */
export async function paymentIdsOf(db: Executor, businessId: string, invoiceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('id')
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the business has a payment with this provider's payment id (on any of its invoices). */
export async function providerPaymentRecorded(
  db: Executor,
  businessId: string,
  provider: string,
  providerPaymentId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('business_id', '=', businessId)
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertPayments(
  trx: DbTransaction,
  businessId: string,
  invoiceId: string,
  payments: NewPayment[],
): Promise<void> {
  return insertPaymentRows(
    trx,
    businessId,
    payments.map((payment) => ({ ...payment, invoiceId })),
  );
}

/** Payment rows on several invoices, in one statement. */
export async function insertPaymentRows(
  trx: DbTransaction,
  businessId: string,
  payments: Array<NewPayment & { invoiceId: string }>,
): Promise<void> {
  if (payments.length === 0) return;
  await trx
    .insertInto('payments')
    .values(
      payments.map((payment) => ({
        id: payment.id,
        business_id: businessId,
        invoice_id: payment.invoiceId,
        amount_paise: payment.amountPaise,
        date_paid: payment.datePaid,
        payment_method: payment.paymentMethod,
        note: payment.note,
        paid_by: payment.paidBy,
        provider: payment.provider?.name ?? null,
        provider_payment_id: payment.provider?.paymentId ?? null,
        receipt_id: payment.receiptId,
        from_advance: payment.fromAdvance ? 1 : 0,
        created_at: payment.createdAt,
      })),
    )
    .execute();
}

/** Deletes one payment of the invoice; false when the invoice has no payment with that id. */
export async function deletePaymentRow(
  trx: DbTransaction,
  businessId: string,
  invoiceId: string,
  paymentId: string,
): Promise<boolean> {
  const result = await trx
    .deleteFrom('payments')
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .where('id', '=', paymentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Writes the invoice's total received and the status that follows from it. */
export async function updateInvoiceReceived(
  trx: DbTransaction,
  businessId: string,
  invoiceId: string,
  changes: { receivedPaise: number; status: InvoiceStatus },
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ total_received_paise: changes.receivedPaise, status: changes.status })
    .where('business_id', '=', businessId)
    .where('id', '=', invoiceId)
    .execute();
}

/** Writes several invoices' totals received and statuses in one statement. */
export async function updateInvoicesReceived(
  trx: DbTransaction,
  businessId: string,
  changes: Array<{ invoiceId: string; receivedPaise: number; status: InvoiceStatus }>,
): Promise<void> {
  if (changes.length === 0) return;
  const received = sql<number>`case ${sql.join(
    changes.map((change) => sql`when id = ${change.invoiceId} then cast(${change.receivedPaise} as bigint)`),
    sql` `,
  )} end`;
  const status = sql<InvoiceStatus>`case ${sql.join(
    changes.map((change) => sql`when id = ${change.invoiceId} then ${change.status}`),
    sql` `,
  )} end`;
  await trx
    .updateTable('invoices')
    .set({ total_received_paise: received, status })
    .where('business_id', '=', businessId)
    .where(
      'id',
      'in',
      changes.map((change) => change.invoiceId),
    )
    .execute();
}
