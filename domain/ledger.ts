/*
 * A flat's ledger in paise. What the flat owes is its opening balance still unpaid and the balance of
 * each bill; what it has paid and no bill has taken yet is its advance. Money received on account
 * pays the oldest dues first: the opening balance, then the bills by due date.
 */

/** Something that can take or give money, in the order it is used: a bill still owed, an advance. */
export type Portion<Key> = { key: Key; paise: number };

/**
 * Spreads `amountPaise` over the portions in their order, each taking at most its own paise: what each
 * takes (those it does not reach are left out), and what is left over.
 */
export function spreadInOrder<Key>(
  amountPaise: number,
  portions: readonly Portion<Key>[],
): { taken: Portion<Key>[]; leftPaise: number } {
  let left = amountPaise;
  const taken: Portion<Key>[] = [];
  for (const portion of portions) {
    if (left === 0) break;
    const paise = Math.min(left, portion.paise);
    if (paise <= 0) continue;
    taken.push({ key: portion.key, paise });
    left -= paise;
  }
  return { taken, leftPaise: left };
}

export type Allocation = {
  /** Paid on the opening balance. */
  openingPaise: number;
  /** Paid on each bill (by id), oldest due first; bills it does not reach are left out. */
  bills: Portion<string>[];
  /** What is left over: the flat's advance. */
  advancePaise: number;
};

/**
 * Money received on account: it pays the opening balance still owed, then each bill in the order
 * given (oldest due first); the rest is advance.
 */
export function allocateOldestFirst(
  amountPaise: number,
  openingOwedPaise: number,
  bills: readonly Portion<string>[],
): Allocation {
  const openingPaise = Math.min(amountPaise, Math.max(0, openingOwedPaise));
  const { taken, leftPaise } = spreadInOrder(amountPaise - openingPaise, bills);
  return { openingPaise, bills: taken, advancePaise: leftPaise };
}

/**
 * What is still owed of a flat's opening balance once receipts paid `paidPaise` on it: its arrears
 * less that (an opening advance owes nothing). Below 0 only for an opening set under what was paid.
 */
export function openingOwedOf(openingPaise: number, paidPaise: number): number {
  return Math.max(0, openingPaise) - paidPaise;
}

/** What a flat owes: what is still owed of its opening balance, and its bills' balances. */
export function flatDuesOf(openingOwedPaise: number, billsOwedPaise: number): number {
  return openingOwedPaise + billsOwedPaise;
}

/**
 * What a flat's next bill brings forward as arrears: the balance of its earlier bills and what is still
 * owed of its opening balance (openingOwedOf). An advance is never set against them, so arrears are
 * never below 0: the new bill takes the advance itself when it is published.
 */
export function arrearsBroughtForwardOf(billsOwedPaise: number, openingOwedPaise: number): number {
  return Math.max(0, billsOwedPaise) + Math.max(0, openingOwedPaise);
}

/**
 * What is left of a flat's opening advance (a negative opening balance) once its bills took
 * `usedPaise` of it. Below 0 only for an opening set under what was taken.
 */
export function openingAdvanceLeftOf(openingPaise: number, usedPaise: number): number {
  return Math.max(0, -openingPaise) - usedPaise;
}

/**
 * A flat's advance: what its receipts hold that neither its opening balance nor a bill took, and
 * what is left of its opening advance.
 */
export function advancePaiseOf(
  receipts: { receivedPaise: number; openingPaidPaise: number; onBillsPaise: number },
  openingAdvanceLeft: number,
): number {
  return receipts.receivedPaise - receipts.openingPaidPaise - receipts.onBillsPaise + openingAdvanceLeft;
}

/**
 * Where one receipt's money stands: what it paid on the opening balance, and what it still holds as
 * the flat's advance (its amount less that and what it paid on bills). A reversed receipt paid nothing
 * and holds nothing.
 */
export function receiptSplitOf(
  receipt: { amountPaise: number; openingPaise: number; isReversed: boolean },
  onBillsPaise: number,
): { openingPaise: number; advancePaise: number } {
  if (receipt.isReversed) return { openingPaise: 0, advancePaise: 0 };
  return {
    openingPaise: receipt.openingPaise,
    advancePaise: receipt.amountPaise - receipt.openingPaise - onBillsPaise,
  };
}

/** A flat's ledger is kept in rupees: bills in another currency stay outside it. */
export const LEDGER_CURRENCY = 'INR';

/**
 * The flat whose ledger an invoice counts on: its customer, when the invoice is a claim for money
 * (neither a quotation nor replaced by a late-fee invoice) in rupees; otherwise none.
 */
export function ledgerFlatOf(invoice: {
  type: string;
  currency: string;
  replacedByInvoiceId: string | null;
  customerId: string | null;
}): string | null {
  const isLedgerBill =
    invoice.type !== 'Quotation' &&
    invoice.replacedByInvoiceId === null &&
    invoice.currency === LEDGER_CURRENCY;
  return isLedgerBill ? invoice.customerId : null;
}
