import { receiptNumberOf } from '@domain/numbering';
import type { DbTransaction, Executor } from '../../db/schema';
import { inSlices } from '../../db/slices';

/** What a bounced receipt left the flat to pay on its next bill: the bank's charge. */
export type BounceCharge = { receiptId: string; itemName: string; paise: number };

/** Each flat's bounce charges no bill has carried yet, oldest reversal first. */
export async function pendingBounceCharges(
  db: Executor,
  businessId: string,
): Promise<Map<string, BounceCharge[]>> {
  const rows = await db
    .selectFrom('receipts')
    .select([
      'id',
      'customer_id',
      'receipt_number_value',
      'number_text',
      'bounce_charge_paise',
      'reference',
      'payment_method',
    ])
    .where('business_id', '=', businessId)
    .where('reversed_on', 'is not', null)
    .where('bounce_charge_paise', '>', 0)
    .where('bounce_charge_invoice_id', 'is', null)
    .where('customer_id', 'is not', null)
    .orderBy('reversed_on')
    .orderBy('receipt_number_value')
    .execute();
  const charges = new Map<string, BounceCharge[]>();
  for (const row of rows) {
    const flat = row.customer_id as string;
    const what = row.payment_method === 'Cheque' ? 'Cheque bounce charges' : 'Payment reversal charges';
    const charge = {
      receiptId: row.id,
      itemName: `${what} (${receiptNumberOf(Number(row.receipt_number_value), row.number_text)})`,
      paise: Number(row.bounce_charge_paise),
    };
    charges.set(flat, [...(charges.get(flat) ?? []), charge]);
  }
  return charges;
}

/**
 * The bill that carries these receipts' bounce charges; only charges still waiting are taken, so two
 * bills never carry one charge. Undoing that bill (its deletion) sets them waiting again.
 */
export async function markBounceChargesBilled(
  trx: DbTransaction,
  businessId: string,
  receiptIds: string[],
  invoiceId: string,
): Promise<void> {
  await inSlices(receiptIds, (slice) =>
    trx
      .updateTable('receipts')
      .set({ bounce_charge_invoice_id: invoiceId })
      .where('business_id', '=', businessId)
      .where('id', 'in', slice)
      .where('bounce_charge_invoice_id', 'is', null)
      .execute(),
  );
}
