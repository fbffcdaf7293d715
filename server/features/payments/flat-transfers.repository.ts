import type { TransferDues } from '@domain/api/flat-transfers';
import type { DbTransaction, Executor } from '../../db/schema';

export type FlatTransfer = {
  id: string;
  date: string;
  fromName: string;
  toName: string;
  balancePaise: number;
  dues: TransferDues;
  receiptId: string | null;
};

export async function insertFlatTransfer(
  trx: DbTransaction,
  businessId: string,
  customerId: string,
  transfer: FlatTransfer & { fromEmail: string; fromPhone: string; createdAt: string },
): Promise<void> {
  await trx
    .insertInto('flat_transfers')
    .values({
      id: transfer.id,
      business_id: businessId,
      customer_id: customerId,
      transfer_date: transfer.date,
      from_name: transfer.fromName,
      to_name: transfer.toName,
      from_email: transfer.fromEmail,
      from_phone: transfer.fromPhone,
      balance_paise: transfer.balancePaise,
      dues: transfer.dues,
      receipt_id: transfer.receiptId,
      created_at: transfer.createdAt,
    })
    .execute();
}

/** A flat's transfers, oldest first. */
export async function flatTransfersOf(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<FlatTransfer[]> {
  const rows = await db
    .selectFrom('flat_transfers')
    .select(['id', 'transfer_date', 'from_name', 'to_name', 'balance_paise', 'dues', 'receipt_id'])
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .orderBy('transfer_date')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.transfer_date,
    fromName: row.from_name,
    toName: row.to_name,
    balancePaise: Number(row.balance_paise),
    dues: row.dues,
    receiptId: row.receipt_id,
  }));
}
