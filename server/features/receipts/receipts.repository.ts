import { receiptNumberOf } from '@domain/numbering';
import type { Executor } from '../../db/schema';

/** A receipt as it was stored, with its flat; money in paise. */
export type ReceiptRow = {
  id: string;
  numberValue: number;
  /** Its number as issued ('R-007', 'R/2026-27/007'). */
  number: string;
  customer: { id: string; name: string; block: string; floor: string; flat: string } | null;
  amountPaise: number;
  openingPaise: number;
  datePaid: string;
  paymentMethod: string;
  reference: string;
  note: string;
  paidBy: string;
  reversedOn: string | null;
  reversalReason: string;
  bounceChargePaise: number;
  createdAt: string;
};

/** What a receipt paid on one bill. */
export type ReceiptBill = { receiptId: string; invoiceId: string; invoiceNumber: string; paise: number };

/**
 * The receipts with their flat (none for a receipt without one). Each receipt's flat is looked up by
 * its primary key, never joined: PostgreSQL without statistics may plan a join as every flat read
 * again for each receipt, and the id alone leaves it one index to read by. The receipt is the
 * business's, and so is its flat.
 */
function receiptsOf(db: Executor, businessId: string) {
  return db
    .selectFrom('receipts')
    .select((eb) => {
      const flat = eb.selectFrom('customers').whereRef('customers.id', '=', 'receipts.customer_id');
      return [
        'receipts.id',
        'receipts.receipt_number_value',
        'receipts.number_text',
        'receipts.customer_id',
        flat.select('customers.name').as('name'),
        flat.select('customers.block').as('block'),
        flat.select('customers.floor').as('floor'),
        flat.select('customers.flat').as('flat'),
        'receipts.amount_paise',
        'receipts.opening_paise',
        'receipts.date_paid',
        'receipts.payment_method',
        'receipts.reference',
        'receipts.note',
        'receipts.paid_by',
        'receipts.reversed_on',
        'receipts.reversal_reason',
        'receipts.bounce_charge_paise',
        'receipts.created_at',
      ];
    })
    .where('receipts.business_id', '=', businessId);
}

type Selected = Awaited<ReturnType<ReturnType<typeof receiptsOf>['execute']>>[number];

function receiptOf(row: Selected): ReceiptRow {
  return {
    id: row.id,
    numberValue: Number(row.receipt_number_value),
    number: receiptNumberOf(Number(row.receipt_number_value), row.number_text),
    customer:
      row.customer_id === null
        ? null
        : {
            id: row.customer_id,
            name: row.name ?? '',
            block: row.block ?? '',
            floor: row.floor ?? '',
            flat: row.flat ?? '',
          },
    amountPaise: Number(row.amount_paise),
    openingPaise: Number(row.opening_paise),
    datePaid: row.date_paid,
    paymentMethod: row.payment_method,
    reference: row.reference,
    note: row.note,
    paidBy: row.paid_by,
    reversedOn: row.reversed_on,
    reversalReason: row.reversal_reason,
    bounceChargePaise: Number(row.bounce_charge_paise),
    createdAt: row.created_at,
  };
}

export async function findReceipt(
  db: Executor,
  businessId: string,
  receiptId: string,
): Promise<ReceiptRow | undefined> {
  const row = await receiptsOf(db, businessId).where('receipts.id', '=', receiptId).executeTakeFirst();
  return row && receiptOf(row);
}

/** A flat's receipts, newest first, reversed ones too. */
export async function receiptsOfFlat(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<ReceiptRow[]> {
  const rows = await receiptsOf(db, businessId)
    .where('receipts.customer_id', '=', customerId)
    .orderBy('receipts.date_paid', 'desc')
    .orderBy('receipts.receipt_number_value', 'desc')
    .execute();
  return rows.map(receiptOf);
}

/** What the receipts paid on each bill, in bill number order. */
export async function billsPaidBy(
  db: Executor,
  businessId: string,
  receiptIds: string[],
): Promise<ReceiptBill[]> {
  if (receiptIds.length === 0) return [];
  // What each receipt paid on each bill, from the payments alone; then each bill's number by its primary key.
  const paid = db
    .selectFrom('payments')
    .select((eb) => [
      'payments.business_id',
      'payments.receipt_id',
      'payments.invoice_id',
      eb.fn.sum<number>('payments.amount_paise').as('paise'),
    ])
    .where('payments.business_id', '=', businessId)
    .where('payments.receipt_id', 'in', receiptIds)
    .groupBy(['payments.business_id', 'payments.receipt_id', 'payments.invoice_id']);
  const rows = await db
    .selectFrom(paid.as('paid'))
    .select((eb) => {
      const invoice = eb.selectFrom('invoices').whereRef('invoices.id', '=', 'paid.invoice_id');
      return [
        'paid.receipt_id',
        'paid.invoice_id',
        'paid.paise',
        invoice.select('invoices.invoice_number').as('invoice_number'),
        invoice.select('invoices.invoice_number_value').as('invoice_number_value'),
      ];
    })
    .orderBy('invoice_number_value')
    .execute();
  return rows.map((row) => ({
    receiptId: row.receipt_id ?? '',
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number ?? '',
    paise: Number(row.paise),
  }));
}
