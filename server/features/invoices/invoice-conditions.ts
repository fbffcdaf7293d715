import type { CalendarDate } from '@domain/dates';
import { type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema';

type Invoices = ExpressionBuilder<DB, 'invoices'>;

/** `\` escapes LIKE's wildcards; the ESCAPE clause is spelled the same on SQLite and PostgreSQL. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * What people put between a block and a flat number, or inside one: 'A-101', 'A 101', 'A/101',
 * 'A.101'. A flat is searched with them left out on both sides, so each of those finds flat 101 of
 * block A, and flat 'A-101' too.
 */
const FLAT_SEPARATORS = [' ', '-', '/', '.', ',', '_', '#'];

/** `text` in lower case without the separators, as `compactSql` makes a column. */
function compactFlatText(text: string): string {
  return [...text.toLowerCase()].filter((character) => !FLAT_SEPARATORS.includes(character)).join('');
}

/** The SQL twin of compactFlatText: lower(), then each separator replaced by nothing. */
function compactSql(expression: RawBuilder<string>): RawBuilder<string> {
  return FLAT_SEPARATORS.reduce(
    (inner, separator) => sql<string>`replace(${inner}, ${sql.lit(separator)}, '')`,
    sql<string>`lower(${expression})`,
  );
}

/**
 * An invoice whose number, client name, flat or block contains `text`, any case; or whose block and
 * flat together contain it once separators are left out on both sides ('A-101', 'a101' and 'A 101'
 * all find block A's flat 101, and flat A-101). Columns are named bare so the condition also reads
 * invoices joined to their payments.
 */
export function matchesSearch(text: string) {
  // One LIKE over the four fields joined by a line break, which a search can never hold (control
  // characters are refused), so no match spans two fields: cheaper than four LIKEs on every row.
  const fields = sql.join(
    ['invoice_number', 'client_name', 'client_flat', 'client_block'].map((column) => sql.ref(column)),
    sql` || ${sql.lit('\n')} || `,
  );
  const conditions = [sql<SqlBool>`lower(${fields}) like ${containsPattern(text)} escape '\\'`];
  const compact = compactFlatText(text);
  // Flats are numbered: only a text with a digit is looked for in block and flat run together, which
  // spares every other search (a name) the string work on each row.
  if (/\d/.test(compact)) {
    const blockAndFlat = compactSql(sql<string>`${sql.ref('client_block')} || ${sql.ref('client_flat')}`);
    conditions.push(sql<SqlBool>`${blockAndFlat} like ${containsPattern(compact)} escape '\\'`);
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
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
