import type ExcelJS from 'exceljs';
import { parseCsv } from '../../../domain/csv';
import { AppError } from '../../errors';
import { loadExcel } from '../../load-excel';

/** One cell as written in the file; a formula is flagged, never evaluated or trusted for its result. */
export type SheetCell = { text: string; isFormula: boolean };

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export const UNREADABLE_FILE_MESSAGE = 'Please upload a CSV file or an Excel workbook (.xlsx)';

function isZip(bytes: Buffer): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

function dateText(value: Date): string {
  return value.toISOString().slice(0, 10);
}

function cellOf(cell: ExcelJS.Cell, types: typeof ExcelJS.ValueType): SheetCell {
  if (cell.type === types.Formula) return { text: cell.text, isFormula: true };
  if (cell.type === types.Date && cell.value instanceof Date) {
    return { text: dateText(cell.value), isFormula: false };
  }
  // cell.text joins rich text, gives a hyperlink's text and prints numbers in their shortest form.
  return { text: cell.text ?? '', isFormula: false };
}

async function readWorkbook(bytes: Buffer): Promise<SheetCell[][]> {
  const { default: excel } = await loadExcel();
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('BAD_REQUEST', UNREADABLE_FILE_MESSAGE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetCell[][] = [];
  for (let rowNumber = 1; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const row = sheet.getRow(rowNumber);
    const cells: SheetCell[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1)
      cells.push(cellOf(row.getCell(column), excel.ValueType));
    rows.push(cells);
  }
  return rows;
}

function readCsv(bytes: Buffer): SheetCell[][] {
  // A NUL byte means a binary file (an old .xls, a PDF), not text.
  if (bytes.includes(0)) throw new AppError('BAD_REQUEST', UNREADABLE_FILE_MESSAGE);
  let rows: string[][];
  try {
    rows = parseCsv(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new AppError('BAD_REQUEST', 'The CSV file could not be read: save it as CSV UTF-8 and try again');
  }
  // In a CSV a formula is only text, but a spreadsheet opening it would run it: refuse it the same way.
  return rows.map((row) => row.map((text) => ({ text, isFormula: text.startsWith('=') })));
}

/** The first sheet of an .xlsx workbook, or the rows of a CSV file, as written. */
export async function readSpreadsheet(bytes: Buffer): Promise<SheetCell[][]> {
  return isZip(bytes) ? readWorkbook(bytes) : readCsv(bytes);
}
