import { receiptNumberOf } from '@domain/numbering';
import type { Executor } from '../../db/schema';

/** A receipt as its message tells it, with whom to send it to: the flat's member, or the bill's client. */
export type ReceiptToSend = {
  id: string;
  /** Its number as issued ('R-007', 'R/2026-27/007'). */
  number: string;
  amountPaise: number;
  datePaid: string;
  paymentMethod: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  flat: { block: string; floor: string; flat: string };
  /** The flat the receipt is for (its member's page), or null for a receipt of no flat. */
  customerId: string | null;
};

/** Whether the business sends each receipt to the member who paid (it does until it turns that off). */
export async function sendsReceipts(db: Executor, businessId: string): Promise<boolean> {
  const row = await db
    .selectFrom('billing_settings')
    .select('send_receipts')
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row === undefined || Number(row.send_receipts) === 1;
}

/**
 * The receipts with their recipients: the flat's customer as stored now; a receipt for no flat (a
 * bill in another currency) goes to the client the bill it paid was made out to.
 */
export async function findReceiptsToSend(
  db: Executor,
  businessId: string,
  receiptIds: string[],
): Promise<ReceiptToSend[]> {
  const rows = await db
    .selectFrom('receipts')
    .leftJoin('customers', (join) =>
      join
        .onRef('customers.business_id', '=', 'receipts.business_id')
        .onRef('customers.id', '=', 'receipts.customer_id'),
    )
    .select((eb) => [
      'receipts.id',
      'receipts.receipt_number_value',
      'receipts.number_text',
      'receipts.amount_paise',
      'receipts.date_paid',
      'receipts.payment_method',
      'receipts.reference',
      'customers.id as customer_id',
      'customers.name',
      'customers.email',
      'customers.phone',
      'customers.block',
      'customers.floor',
      'customers.flat',
      eb
        .selectFrom('payments')
        .innerJoin('invoices', (join) =>
          join
            .onRef('invoices.business_id', '=', 'payments.business_id')
            .onRef('invoices.id', '=', 'payments.invoice_id'),
        )
        .select('invoices.id')
        .where('payments.business_id', '=', businessId)
        .whereRef('payments.receipt_id', '=', 'receipts.id')
        .limit(1)
        .as('invoice_id'),
    ])
    .where('receipts.business_id', '=', businessId)
    .where('receipts.id', 'in', receiptIds)
    .orderBy('receipts.receipt_number_value')
    .execute();
  const receipts: ReceiptToSend[] = [];
  for (const row of rows) {
    const client =
      row.name === null && row.invoice_id
        ? await db
            .selectFrom('invoices')
            .select([
              'client_name',
              'client_email',
              'client_phone',
              'client_block',
              'client_floor',
              'client_flat',
            ])
            .where('business_id', '=', businessId)
            .where('id', '=', row.invoice_id)
            .executeTakeFirst()
        : undefined;
    receipts.push({
      id: row.id,
      number: receiptNumberOf(Number(row.receipt_number_value), row.number_text),
      amountPaise: Number(row.amount_paise),
      datePaid: row.date_paid,
      paymentMethod: row.payment_method,
      reference: row.reference,
      name: row.name ?? client?.client_name ?? '',
      email: row.email ?? client?.client_email ?? '',
      phone: row.phone ?? client?.client_phone ?? '',
      flat: {
        block: row.block ?? client?.client_block ?? '',
        floor: row.floor ?? client?.client_floor ?? '',
        flat: row.flat ?? client?.client_flat ?? '',
      },
      customerId: row.customer_id,
    });
  }
  return receipts;
}
