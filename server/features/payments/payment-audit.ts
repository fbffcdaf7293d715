import { fromPaise } from '@domain/money';
import type { Caller } from '../../caller';
import type { DbTransaction } from '../../db/schema';
import { fieldChanges, recordChangeBy } from '../audit';

/** What the trail keeps of money received: the figures a treasurer would check against the bank. */
type ReceivedMoney = {
  amount: number;
  date: string;
  method: string;
  /** The bill it was received on, or the flat for money on account. */
  on: string;
  note?: string;
  paidBy?: string;
  reference?: string;
};

const RECEIVED_FIELDS = ['amount', 'date', 'method', 'on', 'note', 'paidBy', 'reference'] as const;

/** A receipt made by hand, as the trail records it: last in the transaction that makes it. */
export async function recordReceiptAudit(
  trx: DbTransaction,
  caller: Caller,
  receiptId: string,
  received: ReceivedMoney,
  at: Date,
): Promise<void> {
  // Only what was given: an empty note or payer says nothing.
  const given = Object.fromEntries(
    Object.entries(received).filter(([, value]) => value !== '' && value !== undefined),
  );
  const changes = fieldChanges(null, given, RECEIVED_FIELDS);
  await recordChangeBy(
    trx,
    caller,
    { entity: 'receipt', entityId: receiptId, action: 'record', changes },
    at,
  );
}

/** A payment deleted (money that never arrived), with the bill it was on and its amount. */
export async function recordPaymentDeletion(
  trx: DbTransaction,
  caller: Caller,
  paymentId: string,
  deleted: { invoiceNumber: string; amountPaise: number },
  at: Date,
): Promise<void> {
  const changes = fieldChanges(
    { on: `Invoice ${deleted.invoiceNumber}`, amount: fromPaise(deleted.amountPaise) },
    null,
    ['on', 'amount'],
  );
  await recordChangeBy(
    trx,
    caller,
    { entity: 'payment', entityId: paymentId, action: 'delete', changes },
    at,
  );
}

/** A flat's opening balance set or changed. */
export async function recordOpeningBalanceAudit(
  trx: DbTransaction,
  caller: Caller,
  customerId: string,
  before: { amount: number; asOf: string | null },
  after: { amount: number; asOf: string | null },
  at: Date,
): Promise<void> {
  const changes = fieldChanges(before, after, ['amount', 'asOf']);
  await recordChangeBy(
    trx,
    caller,
    { entity: 'customer', entityId: customerId, action: 'set opening balance', changes },
    at,
  );
}
