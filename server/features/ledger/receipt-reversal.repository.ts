import type { DbTransaction, Executor } from '../../db/schema';

/** What reversing a receipt needs to know of it. */
export type ReceiptToReverse = {
  id: string;
  customerId: string | null;
  datePaid: string;
  isReversed: boolean;
  /** Whether any of its money came through a payment provider (refunded there, not reversed here). */
  isOnline: boolean;
};

export async function findReceiptToReverse(
  db: Executor,
  businessId: string,
  receiptId: string,
): Promise<ReceiptToReverse | undefined> {
  const row = await db
    .selectFrom('receipts')
    .select((eb) => [
      'id',
      'customer_id',
      'date_paid',
      'reversed_on',
      eb
        .exists(
          eb
            .selectFrom('payments')
            .select('payments.id')
            .where('payments.business_id', '=', businessId)
            .whereRef('payments.receipt_id', '=', 'receipts.id')
            .where('payments.provider', 'is not', null),
        )
        .as('is_online'),
    ])
    .where('business_id', '=', businessId)
    .where('id', '=', receiptId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      customerId: row.customer_id,
      datePaid: row.date_paid,
      isReversed: row.reversed_on !== null,
      isOnline: Boolean(row.is_online),
    }
  );
}

/**
 * Marks the receipt reversed, only if it is not already: false when another reversal got there
 * first (the row's own lock decides between two at once).
 */
export async function markReceiptReversed(
  trx: DbTransaction,
  businessId: string,
  receiptId: string,
  reversal: { reversedOn: string; reason: string; bounceChargePaise: number },
): Promise<boolean> {
  const rows = await trx
    .updateTable('receipts')
    .set({
      reversed_on: reversal.reversedOn,
      reversal_reason: reversal.reason,
      bounce_charge_paise: reversal.bounceChargePaise,
    })
    .where('business_id', '=', businessId)
    .where('id', '=', receiptId)
    .where('reversed_on', 'is', null)
    .returning('id')
    .execute();
  return rows.length === 1;
}
