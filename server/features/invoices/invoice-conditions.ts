import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { CalendarDate } from '../../../domain/dates';
import type { DB } from '../../db/schema';

type Invoices = ExpressionBuilder<DB, 'invoices'>;

/** `\` escapes LIKE's wildcards; the ESCAPE clause is spelled the same on SQLite and PostgreSQL. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** An invoice whose number or client name contains `text`, any case. */
export function matchesSearch(text: string) {
  const pattern = containsPattern(text);
  return sql<SqlBool>`(lower(invoice_number) like ${pattern} escape '\\' or lower(client_name) like ${pattern} escape '\\')`;
}

/** Still owed on this invoice, not on a late-fee invoice that replaced it (DESIGN §4). */
export function isNotReplaced(eb: Invoices) {
  return eb('replaced_by_invoice_id', 'is', null);
}

/**
 * Overdue on `today` (DESIGN §4): (due date passed and Unpaid) or Partial, never one replaced by a
 * late-fee invoice. Lists, the dashboard and reminders all ask this one question.
 */
export function isOverdueOn(eb: Invoices, today: CalendarDate) {
  return eb.and([
    isNotReplaced(eb),
    eb.or([eb('status', '=', 'Partial'), eb.and([eb('status', '=', 'Unpaid'), eb('due_date', '<', today)])]),
  ]);
}
