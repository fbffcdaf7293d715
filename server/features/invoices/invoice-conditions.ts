import type { CalendarDate } from '@domain/dates';
import { LEDGER_CURRENCY } from '@domain/ledger';
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { columnsOrFlatContain } from '../../db/text-search';

type Invoices = ExpressionBuilder<DB, 'invoices'>;

/**
 * An invoice whose number, client name, flat or block contains `text`, any case; or whose block and
 * flat together contain it once separators are left out on both sides ('A-101', 'a101' and 'A 101'
 * all find block A's flat 101, and flat A-101). Columns are named bare so the condition also reads
 * invoices joined to their payments.
 */
export function matchesSearch(text: string) {
  return columnsOrFlatContain(
    ['invoice_number', 'client_name', 'client_flat', 'client_block'],
    ['client_block', 'client_flat'],
    text,
  );
}

/** Still owed on this invoice, not on a late-fee invoice that replaced it. */
function isNotReplaced(eb: Invoices) {
  return eb('replaced_by_invoice_id', 'is', null);
}

/**
 * A claim for money: neither replaced by a late-fee invoice (that one carries the debt) nor a
 * quotation, which only offers a price. Only claims are ever unpaid, partly paid,
 * overdue, pending or reminded of.
 */
export function isClaim(eb: Invoices) {
  return eb.and([isNotReplaced(eb), eb('type', '<>', 'Quotation')]);
}

/** One of its flat's bills on the ledger (domain/ledger.ts ledgerFlatOf): a claim, in rupees. */
export function isLedgerBill(eb: Invoices) {
  return eb.and([isClaim(eb), eb('currency', '=', LEDGER_CURRENCY)]);
}

/** What is still owed on an invoice, in paise: its total less its credit notes and what it received. */
export function owedOn(eb: Invoices) {
  return eb(eb('total_paise', '-', eb.ref('total_credited_paise')), '-', eb.ref('total_received_paise'));
}

/** What an invoice claims, in paise: its total less its credit notes. */
export function claimedOn(eb: Invoices) {
  return eb('total_paise', '-', eb.ref('total_credited_paise'));
}

/** A claim with something still to pay: Unpaid or Partial. */
export function isOwing(eb: Invoices) {
  return eb.and([isClaim(eb), eb('status', 'in', ['Unpaid', 'Partial'])]);
}

/**
 * Overdue on `today`: (due date passed and Unpaid) or Partial, only ever a claim for
 * money. Lists, the dashboard and reminders all ask this one question.
 */
export function isOverdueOn(eb: Invoices, today: CalendarDate) {
  return eb.and([
    isClaim(eb),
    eb.or([eb('status', '=', 'Partial'), eb.and([eb('status', '=', 'Unpaid'), eb('due_date', '<', today)])]),
  ]);
}
