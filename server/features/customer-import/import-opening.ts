import {
  IMPORT_COLUMNS,
  OPENING_AMOUNT_MESSAGE,
  OPENING_DATE_MESSAGE,
  OPENING_DATE_WITHOUT_AMOUNT_MESSAGE,
  type TImportRow,
} from '@domain/api/customer-import';
import { OPENING_AS_OF_IN_FUTURE_MESSAGE, ZOpeningBalanceInput } from '@domain/api/ledger';
import { type CalendarDate, calendarDateOfWritten } from '@domain/dates';
import { toPaise } from '@domain/money';

/** The opening balance a row gives its flat, in paise (negative: an advance), as of a date (none for 0). */
export type ImportOpening = { paise: number; asOf: CalendarDate | null };

/**
 * An amount as a spreadsheet shows it: an optional minus, digits grouped by commas the Indian way
 * ('1,25,000') or the Western way ('125,000') or not at all, and decimals after a point.
 */
const AMOUNT_PATTERN = /^-?(?:\d{1,3}(?:,\d{2,3})+|\d+)(?:\.\d+)?$/;

const headerOf = (key: 'openingBalance' | 'openingAsOf') =>
  IMPORT_COLUMNS.find((column) => column.key === key)?.header ?? key;
export const AMOUNT_HEADER = headerOf('openingBalance');
const DATE_HEADER = headerOf('openingAsOf');

type Issues = TImportRow['issues'];

function clampToFinite(value: number): number {
  return Math.min(Number.MAX_VALUE, Math.max(-Number.MAX_VALUE, value));
}

function amountOf(text: string, issues: Issues): number | undefined {
  // Hundreds of digits read as Infinity: held at the largest number, they get the schema's "at most".
  if (AMOUNT_PATTERN.test(text)) return clampToFinite(Number(text.replaceAll(',', '')));
  issues.push({ column: AMOUNT_HEADER, message: OPENING_AMOUNT_MESSAGE });
  return undefined;
}

function dateOf(text: string, today: CalendarDate, issues: Issues): CalendarDate | null | undefined {
  if (text === '') return null;
  const date = calendarDateOfWritten(text);
  if (date === undefined) issues.push({ column: DATE_HEADER, message: OPENING_DATE_MESSAGE });
  else if (date > today) issues.push({ column: DATE_HEADER, message: OPENING_AS_OF_IN_FUTURE_MESSAGE });
  else return date;
  return undefined;
}

/**
 * The opening balance a row's two cells set, checked by the same schema as the opening balance the
 * customer's page sets, and never as of a day after `today`. Both cells empty: the row says nothing
 * of it (null), so the flat keeps what it has. Anything wrong is an issue under its column.
 */
export function openingOfCells(
  amountText: string,
  dateText: string,
  today: CalendarDate,
): { opening: ImportOpening | null; issues: Issues } {
  const issues: Issues = [];
  if (amountText === '') {
    if (dateText !== '') issues.push({ column: DATE_HEADER, message: OPENING_DATE_WITHOUT_AMOUNT_MESSAGE });
    return { opening: null, issues };
  }
  const amount = amountOf(amountText, issues);
  const asOf = dateOf(dateText, today, issues);
  if (amount === undefined || asOf === undefined) return { opening: null, issues };
  const parsed = ZOpeningBalanceInput.safeParse({ amount, asOf });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = issue.path[0] === 'asOf' ? DATE_HEADER : AMOUNT_HEADER;
      if (!issues.some((known) => known.column === column)) issues.push({ column, message: issue.message });
    }
    return { opening: null, issues };
  }
  const paise = toPaise(parsed.data.amount);
  return { opening: { paise, asOf: paise === 0 ? null : parsed.data.asOf }, issues };
}
