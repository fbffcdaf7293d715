import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '@domain/api/customer-import';
import { csvRows } from '@domain/csv';
import { AppError } from '../../errors';
import { eventLoopTurns } from '../../event-loop-turns';
import type { SheetRow } from './sheet-table';
import { readWorkbookSheet } from './xlsx-sheet';
import { UnreadableZip } from './zip-entries';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** Rows of a CSV read at most, blank ones included: ten times the customers an import takes. */
const MAX_CSV_ROWS = 10 * (MAX_IMPORT_ROWS + 1);

export const UNREADABLE_FILE_MESSAGE = 'Please upload a CSV file or an Excel workbook (.xlsx)';

function isZip(bytes: Buffer): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

async function readWorkbook(bytes: Buffer): Promise<SheetRow[]> {
  try {
    return await readWorkbookSheet(bytes);
  } catch (error) {
    if (error instanceof UnreadableZip) throw new AppError('BAD_REQUEST', UNREADABLE_FILE_MESSAGE);
    throw error;
  }
}

function isBlankLine(cells: string[]): boolean {
  return cells.every((text) => text.trim() === '');
}

/** The rows of a CSV file, the header and every row that holds something, a slice at a time. */
async function readCsv(bytes: Buffer): Promise<SheetRow[]> {
  // A NUL byte means a binary file (an old .xls, a PDF), not text.
  if (bytes.includes(0)) throw new AppError('BAD_REQUEST', UNREADABLE_FILE_MESSAGE);
  const rows: SheetRow[] = [];
  const giveTurn = eventLoopTurns();
  let number = 0;
  try {
    for (const cells of csvRows(new TextDecoder('utf-8', { fatal: true }).decode(bytes))) {
      number += 1;
      if (number > MAX_CSV_ROWS) {
        throw new AppError(
          'BAD_REQUEST',
          `The file has more than ${MAX_CSV_ROWS} rows: import at most ${MAX_IMPORT_ROWS} customers at a time`,
        );
      }
      // In a CSV nothing is a formula yet; whether a value would become one is judged with the values.
      if (!isBlankLine(cells.slice(MAX_IMPORT_COLUMNS))) {
        throw new AppError(
          'BAD_REQUEST',
          `Row ${number} has more than ${MAX_IMPORT_COLUMNS} columns: keep the customers in the first ${MAX_IMPORT_COLUMNS}`,
        );
      }
      if (number === 1 || !isBlankLine(cells)) {
        const read = cells.slice(0, MAX_IMPORT_COLUMNS);
        rows.push({ number, cells: read.map((text) => ({ text, isFormula: false })) });
      }
      await giveTurn();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', 'The CSV file could not be read: save it as CSV UTF-8 and try again');
  }
  return rows;
}

/** The first sheet of an .xlsx workbook, or the rows of a CSV file, as written. */
export async function readSpreadsheet(bytes: Buffer): Promise<SheetRow[]> {
  return isZip(bytes) ? readWorkbook(bytes) : readCsv(bytes);
}
