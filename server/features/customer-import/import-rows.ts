import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, type TImportRow } from '@domain/api/customer-import';
import {
  flatLabel,
  OCCUPANCY_LABELS,
  occupancyOfText,
  type TCustomerValues,
  ZCustomerInput,
} from '@domain/api/customers';
import type { CalendarDate } from '@domain/dates';
import { gstStateOfText } from '@domain/gst-states';
import { flatSortKey } from '@domain/natural-sort';
import { AppError } from '../../errors';
import { eventLoopTurns } from '../../event-loop-turns';
import { type ImportOpening, openingOfCells } from './import-opening';
import type { SheetCell, SheetRow } from './sheet-table';

export type ParsedRow = Omit<TImportRow, 'action' | 'opening'> & {
  customer: TCustomerValues | null;
  flatKey: string;
  /** The opening balance the row sets on its flat; null when it leaves it as it is. */
  opening: ImportOpening | null;
};

type ColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
/** Columns that are no customer field: the flat's opening balance, set on its ledger. */
const OPENING_COLUMNS = new Set<ColumnKey>(['openingBalance', 'openingAsOf']);
const NUMBER_COLUMNS = new Set<ColumnKey>(['flatarea', 'price', 'parkingSlots']);
const OCCUPANCY_MESSAGE = `Occupancy must be ${Object.values(OCCUPANCY_LABELS)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1')}`;
const STATE_MESSAGE = 'State must be a state’s name or its GST code, such as Maharashtra or 27';
const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;
/**
 * A value a spreadsheet shows as a number or a phone number ('-500', '+91 98765 43210',
 * '+91 (22) 2345 6789'): no letters, no operators between terms, nothing a spreadsheet could run.
 */
const PLAIN_NUMBER = /^(?:[+-]?\(?\d[\d .,()-]*|-+)$/;
/** What a spreadsheet opening the value would take for the start of a formula. */
const FORMULA_START = /^[=+\-@]/;

/**
 * Whether a spreadsheet would run this value as a formula (or a DDE command): it starts with a tab
 * or a carriage return, which hide what follows, or, once trimmed, with = + - or @ and is not a
 * plain number.
 */
function startsLikeFormula(written: string, trimmed: string): boolean {
  if (/^[\t\r]/.test(written)) return true;
  return FORMULA_START.test(trimmed) && !PLAIN_NUMBER.test(trimmed);
}

function normalizeHeader(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Which file column holds each field; a missing required column or an unknown one is a 400. */
function mapHeader(header: SheetCell[]): Map<ColumnKey, number> {
  const positions = new Map<ColumnKey, number>();
  const unknown: string[] = [];
  header.forEach((cell, index) => {
    const name = normalizeHeader(cell.text);
    if (name === '') return;
    const column = IMPORT_COLUMNS.find((candidate) => candidate.aliases.includes(name));
    if (column && !positions.has(column.key)) positions.set(column.key, index);
    else unknown.push(cell.text.trim());
  });
  const missing = IMPORT_COLUMNS.filter((column) => column.required)
    .filter((column) => !positions.has(column.key))
    .map((column) => column.header);
  if (missing.length > 0 || unknown.length > 0) {
    const problems = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    throw new AppError(
      'BAD_REQUEST',
      `The first row must name the columns ${IMPORT_COLUMNS.map((column) => column.header).join(', ')} (${problems.join('; ')}). Download the template to start from.`,
    );
  }
  return positions;
}

function headerOf(key: string): string {
  return IMPORT_COLUMNS.find((column) => column.key === key)?.header ?? key;
}

function parseRow(
  cells: SheetCell[],
  positions: Map<ColumnKey, number>,
  rowNumber: number,
  today: CalendarDate,
): ParsedRow {
  const values: Record<string, string> = {};
  const issues: TImportRow['issues'] = [];
  const input: Record<string, unknown> = {};
  for (const column of IMPORT_COLUMNS) {
    const position = positions.get(column.key);
    const cell = position === undefined ? undefined : cells[position];
    const text = cell?.text.trim() ?? '';
    values[column.key] = text;
    if (cell?.isFormula || (cell && startsLikeFormula(cell.text, text))) {
      issues.push({ column: column.header, message: 'Formulas are not accepted: type the value itself' });
    } else if (OPENING_COLUMNS.has(column.key)) {
      // Read together below: the amount and its date make one opening balance.
    } else if (NUMBER_COLUMNS.has(column.key)) {
      if (text === '') input[column.key] = undefined;
      else if (NUMBER_PATTERN.test(text)) input[column.key] = Number(text);
      else issues.push({ column: column.header, message: `${column.header} must be a number` });
    } else if (column.key === 'occupancy' && text !== '') {
      const occupancy = occupancyOfText(text);
      if (occupancy) input[column.key] = occupancy;
      else issues.push({ column: column.header, message: OCCUPANCY_MESSAGE });
    } else if (column.key === 'state' && text !== '') {
      const state = gstStateOfText(text);
      if (state) input[column.key] = state;
      else issues.push({ column: column.header, message: STATE_MESSAGE });
    } else if (text !== '') {
      input[column.key] = text;
    }
  }
  const parsed = ZCustomerInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (!issues.some((known) => known.column === headerOf(key))) {
        issues.push({ column: headerOf(key), message: issue.message });
      }
    }
  }
  const opening = openingOfCells(values.openingBalance ?? '', values.openingAsOf ?? '', today);
  // A formula in a cell is said already; what the cell would have held is beside the point.
  for (const issue of opening.issues) {
    if (!issues.some((known) => known.column === issue.column)) issues.push(issue);
  }
  const isValid = issues.length === 0 && parsed.success;
  const flatKey = flatSortKey(values.block ?? '', values.floor ?? '', values.flat ?? '');
  return {
    row: rowNumber,
    values,
    issues,
    customer: isValid ? parsed.data : null,
    flatKey,
    opening: isValid ? opening.opening : null,
  };
}

function isBlank(cells: SheetCell[]): boolean {
  return cells.every((cell) => cell.text.trim() === '' && !cell.isFormula);
}

/**
 * Every data row of the table, checked with the same schema as the New Customer dialog (and its
 * opening balance, never as of a day after `today`, as the customer's page checks it). A flat that
 * appears twice in the file is an error on its second row, so one file never says two things of a flat.
 */
export async function parseImportRows(table: SheetRow[], today: CalendarDate): Promise<ParsedRow[]> {
  const [header, ...body] = table;
  if (!header || isBlank(header.cells)) throw new AppError('BAD_REQUEST', 'The file is empty');
  const dataRows = body.filter((row) => !isBlank(row.cells));
  if (dataRows.length === 0)
    throw new AppError('BAD_REQUEST', 'The file has no customers below its header row');
  if (dataRows.length > MAX_IMPORT_ROWS) {
    throw new AppError(
      'BAD_REQUEST',
      `The file has ${dataRows.length} customers; import at most ${MAX_IMPORT_ROWS} at a time`,
    );
  }
  const positions = mapHeader(header.cells);
  const firstRowOfFlat = new Map<string, number>();
  const rows: ParsedRow[] = [];
  const giveTurn = eventLoopTurns();
  for (const { number, cells } of dataRows) {
    const parsed = parseRow(cells, positions, number, today);
    if (parsed.customer) {
      const earlier = firstRowOfFlat.get(parsed.flatKey);
      if (earlier === undefined) firstRowOfFlat.set(parsed.flatKey, parsed.row);
      else {
        parsed.issues.push({
          column: headerOf('flat'),
          message: `${flatLabel(parsed.customer)} is also on row ${earlier}`,
        });
        parsed.customer = null;
      }
    }
    rows.push(parsed);
    await giveTurn();
  }
  return rows;
}
