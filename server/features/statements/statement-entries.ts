import type { StatementEntry } from '@domain/statement';
import { formatBalance } from '@domain/statement';
import type { Executor } from '../../db/schema';
import { findCreditNotes } from '../credit-notes';
import { ledgerBillsOf } from '../invoices';
import { flatAccountOf } from '../ledger';
import { type FlatTransfer, flatTransfersOf } from '../payments';
import { type ReceiptRow, receiptsOfFlat } from '../receipts';

function receiptDescription(receipt: ReceiptRow): string {
  return [receipt.paymentMethod, receipt.reference].filter(Boolean).join(' · ');
}

/**
 * Every entry of a flat's ledger, in no particular order (domain/statement.ts orders them): its
 * opening balance, each bill and credit note, each receipt, and each reversal of a receipt. A flat has a few hundred
 * at most, so they are read whole and the running balance is worked out once, in one place.
 */
export async function statementEntriesOf(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<StatementEntry[]> {
  const [account, bills, creditNotes, receipts, transfers] = await Promise.all([
    flatAccountOf(db, businessId, customerId),
    ledgerBillsOf(db, businessId, customerId),
    findCreditNotes(db, businessId, { customerId }),
    receiptsOfFlat(db, businessId, customerId),
    flatTransfersOf(db, businessId, customerId),
  ]);
  const entries: StatementEntry[] = [];
  if (account.openingPaise !== 0 && account.openingAsOf) {
    const isAdvance = account.openingPaise < 0;
    entries.push({
      kind: 'opening',
      date: account.openingAsOf,
      sourceId: null,
      reference: '',
      sequence: 0,
      description: isAdvance ? 'Opening advance' : 'Opening balance (arrears brought forward)',
      debitPaise: isAdvance ? 0 : account.openingPaise,
      creditPaise: isAdvance ? -account.openingPaise : 0,
    });
  }
  for (const bill of bills) {
    entries.push({
      kind: 'bill',
      date: bill.date,
      sourceId: bill.id,
      reference: bill.invoiceNumber,
      sequence: bill.numberValue,
      description: bill.type,
      debitPaise: bill.totalPaise,
      creditPaise: 0,
    });
  }
  for (const note of creditNotes) {
    entries.push({
      kind: 'credit_note',
      date: note.issuedOn,
      sourceId: note.invoice.id,
      reference: note.number,
      sequence: note.numberValue,
      description: `Credit note on ${note.invoice.invoiceNumber}: ${note.reason}`,
      debitPaise: 0,
      creditPaise: note.totalPaise,
    });
  }
  for (const receipt of receipts) {
    const reference = receipt.number;
    entries.push({
      kind: 'receipt',
      date: receipt.datePaid,
      sourceId: receipt.id,
      reference,
      sequence: receipt.numberValue,
      description: receiptDescription(receipt),
      debitPaise: 0,
      creditPaise: receipt.amountPaise,
    });
    if (receipt.reversedOn) {
      entries.push({
        kind: 'reversal',
        date: receipt.reversedOn,
        sourceId: receipt.id,
        reference,
        sequence: receipt.numberValue,
        description: ['Reversed', receipt.reversalReason].filter(Boolean).join(': '),
        debitPaise: receipt.amountPaise,
        creditPaise: 0,
      });
    }
  }
  for (const [index, transfer] of transfers.entries()) {
    entries.push({
      kind: 'transfer',
      date: transfer.date,
      sourceId: null,
      reference: '',
      sequence: index,
      description: transferDescription(transfer),
      debitPaise: 0,
      creditPaise: 0,
    });
  }
  return entries;
}

/** "Transferred from Asha Verma to Rohan Mehta; ₹700.00 Dr carried" (or "settled by Asha Verma"). */
function transferDescription(transfer: FlatTransfer): string {
  const handed = `Transferred from ${transfer.fromName} to ${transfer.toName}`;
  if (transfer.balancePaise === 0) return handed;
  const balance = formatBalance(transfer.balancePaise);
  return transfer.dues === 'settle' && transfer.balancePaise > 0
    ? `${handed}; ${balance} settled by ${transfer.fromName}`
    : `${handed}; ${balance} carried`;
}
