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

/** A flat's ledger in sums, each in paise. */
export type LedgerTotals = {
  /** Positive: arrears brought in; negative: an advance brought in. */
  openingPaise: number;
  billedPaise: number;
  /** Money received (receipts). */
  receivedPaise: number;
  /** What the flat still owes: the opening balance unpaid and every bill's balance. */
  duesPaise: number;
  /** What it has paid and no bill has taken yet, the opening advance included. */
  advancePaise: number;
};

/**
 * Whether the totals add up: opening + billed − received = dues − advance, to the paisa. Every
 * rupee the flat was billed or brought in is owed, paid, or waiting as advance; none is counted twice.
 */
export function ledgerBalances(totals: LedgerTotals): boolean {
  return (
    totals.openingPaise + totals.billedPaise - totals.receivedPaise === totals.duesPaise - totals.advancePaise
  );
}

/** A flat's ledger is kept in rupees: bills in another currency stay outside it. */
export const LEDGER_CURRENCY = 'INR';

/**
 * Whether an invoice is one of its flat's bills on the ledger: a claim for money (neither a
 * quotation nor replaced by a late-fee invoice) in rupees.
 */
export function isLedgerBill(invoice: {
  type: string;
  currency: string;
  replacedByInvoiceId: string | null;
}): boolean {
  return (
    invoice.type !== 'Quotation' &&
    invoice.replacedByInvoiceId === null &&
    invoice.currency === LEDGER_CURRENCY
  );
}
