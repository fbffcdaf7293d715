/*
 * A flat's statement of account: every entry of its ledger in date order with a running balance, in
 * paise. A positive balance is owed by the flat; a negative one is its advance. Entries on the same day
 * come in the order they happen to a treasurer: the opening balance, bills and their credit notes, then
 * money received, then money that turned out not to have arrived.
 */

import { formatMoney } from './format';
import { financialYearLabel, financialYearOf } from './fy-numbering';

/**
 * A credit note takes off a bill what it should not have billed; a transfer moves no money: it says on
 * the day who held the flat from then, and what it owed.
 */
export const STATEMENT_ENTRY_KINDS = [
  'opening',
  'bill',
  'credit_note',
  'receipt',
  'reversal',
  'transfer',
] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

export type StatementEntry = {
  kind: StatementEntryKind;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The bill (a credit note's too) or receipt it is about, for a link; null for the opening balance. */
  sourceId: string | null;
  /** Its number as printed: the bill's number, the credit note's ('CN-002') or the receipt's ('R-007'). */
  reference: string;
  /** Orders entries of one kind on one day: the bill's or receipt's number value. */
  sequence: number;
  description: string;
  /** What the entry adds to what the flat owes (a bill, a reversal) or takes off it (money received). */
  debitPaise: number;
  creditPaise: number;
};

export type StatementLine = StatementEntry & { balancePaise: number };

export type Statement = {
  from: string;
  to: string;
  /** The balance before `from`: everything earlier, brought forward. */
  openingBalancePaise: number;
  lines: StatementLine[];
  closingBalancePaise: number;
  debitsPaise: number;
  creditsPaise: number;
};

function compareEntries(first: StatementEntry, second: StatementEntry): number {
  if (first.date !== second.date) return first.date < second.date ? -1 : 1;
  const byKind = STATEMENT_ENTRY_KINDS.indexOf(first.kind) - STATEMENT_ENTRY_KINDS.indexOf(second.kind);
  return byKind !== 0 ? byKind : first.sequence - second.sequence;
}

export function sortEntries(entries: readonly StatementEntry[]): StatementEntry[] {
  return [...entries].sort(compareEntries);
}

/**
 * The statement for `from`..`to` (both included): what everything before `from` leaves as the balance
 * brought forward, each entry in the range with the balance after it, and the closing balance.
 */
export function buildStatement(entries: readonly StatementEntry[], from: string, to: string): Statement {
  let balance = 0;
  let debits = 0;
  let credits = 0;
  let opening = 0;
  const lines: StatementLine[] = [];
  for (const entry of sortEntries(entries)) {
    if (entry.date > to) break;
    balance += entry.debitPaise - entry.creditPaise;
    if (entry.date < from) {
      opening = balance;
      continue;
    }
    debits += entry.debitPaise;
    credits += entry.creditPaise;
    lines.push({ ...entry, balancePaise: balance });
  }
  return {
    from,
    to,
    openingBalancePaise: opening,
    lines,
    closingBalancePaise: balance,
    debitsPaise: debits,
    creditsPaise: credits,
  };
}

/** The flat's balance just after one receipt was recorded (what its receipt prints), or null if it is not there. */
export function balanceAfterReceipt(entries: readonly StatementEntry[], receiptId: string): number | null {
  let balance = 0;
  for (const entry of sortEntries(entries)) {
    balance += entry.debitPaise - entry.creditPaise;
    if (entry.kind === 'receipt' && entry.sourceId === receiptId) return balance;
  }
  return null;
}

/**
 * The first day of the Indian financial year (1 April to 31 March) a date falls in: the range a
 * treasurer's statement covers unless they choose another.
 */
export function financialYearStart(date: string): string {
  return `${financialYearOf(date)}-04-01`;
}

/** An Indian financial year: its name ('2026-27') and its first and last days ('2026-04-01', '2027-03-31'). */
export type FinancialYear = { label: string; from: string; to: string };

/** The financial year a date falls in: '2027-01-15' → 2026-27, 1 April 2026 to 31 March 2027. */
export function financialYearSpanOf(date: string): FinancialYear {
  const startYear = financialYearOf(date);
  return {
    label: financialYearLabel(startYear),
    from: financialYearStart(date),
    to: `${String(startYear + 1).padStart(4, '0')}-03-31`,
  };
}

/**
 * A running balance as an Indian statement of account prints it: 'Dr' when the flat owes it, 'Cr'
 * when it is the flat's advance.
 */
export function formatBalance(paise: number): string {
  if (paise === 0) return formatMoney(0);
  return `${formatMoney(Math.abs(paise))} ${paise > 0 ? 'Dr' : 'Cr'}`;
}
