import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '@domain/api/customer-import';
import { AppError } from '../../errors';
import { eventLoopTurns } from '../../event-loop-turns';
import type { SheetCell, SheetRow } from './sheet-table';
import {
  attribute,
  elements,
  firstElementAttributes,
  hasElement,
  runsText,
  streamedElements,
  valueText,
} from './xml-text';
import { UnreadableZip, unpackEntry, unpackedText, zipEntries } from './zip-entries';

/**
 * A part of a workbook unpacks to at most this. 10,000 rows of nine long texts written inline take
 * about 25 MB; more is not a list of customers.
 */
const MAX_PART_BYTES = 40 * 1_048_576;
/** The workbook's list of sheets and their relationships: a few hundred bytes in any real file. */
const MAX_WORKBOOK_PART_BYTES = 1_048_576;
/** One row, or one shared string, as written: far more than 52 columns of text ever take. */
const MAX_ELEMENT_CHARACTERS = 4 * 1_048_576;
const TOO_LARGE_MESSAGE = `The workbook is too large once unpacked: import at most ${MAX_IMPORT_ROWS} customers at a time`;
const tooLarge = () => new AppError('BAD_REQUEST', TOO_LARGE_MESSAGE);
const LAST_ROW = MAX_IMPORT_ROWS + 1;
const LAST_COLUMN_NAME = columnName(MAX_IMPORT_COLUMNS);

function columnName(column: number): string {
  let name = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** `XFD1048576` → column 16384, row 1048576; undefined for anything else. */
function cellPosition(reference: string): { column: number; row: number } | undefined {
  const match = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/.exec(reference.toUpperCase());
  if (!match) return undefined;
  let column = 0;
  for (const letter of match[1] ?? '') column = column * 26 + letter.charCodeAt(0) - 64;
  return { column, row: Number(match[2]) };
}

function beyondMessage(reference: string): string {
  return `The sheet reaches cell ${reference}: the import reads rows 1 to ${LAST_ROW} and columns A to ${LAST_COLUMN_NAME}; delete what lies beyond your table and try again`;
}

function rowBeyondMessage(rowNumber: number): string {
  return `The sheet has values on row ${rowNumber}: import at most ${MAX_IMPORT_ROWS} customers at a time (rows 2 to ${LAST_ROW})`;
}

/** The used range the sheet declares, refused before any row is read when it is far too large. */
function checkDeclaredRange(sheetXml: string): void {
  const declared = firstElementAttributes(sheetXml.slice(0, 4096), 'dimension');
  const reference = declared === undefined ? undefined : attribute(declared, 'ref');
  const last = reference?.split(':').at(-1);
  const position = last ? cellPosition(last) : undefined;
  if (last && position && (position.row > LAST_ROW || position.column > MAX_IMPORT_COLUMNS)) {
    throw new AppError('BAD_REQUEST', beyondMessage(last));
  }
}

async function sharedStrings(bytes: Buffer, entries: ReturnType<typeof zipEntries>): Promise<string[]> {
  const entry = entries.get('xl/sharedStrings.xml');
  if (!entry) return [];
  const pieces = unpackedText(bytes, entry, MAX_PART_BYTES, TOO_LARGE_MESSAGE);
  const giveTurn = eventLoopTurns();
  const strings: string[] = [];
  for await (const item of streamedElements(pieces, 'si', MAX_ELEMENT_CHARACTERS, tooLarge)) {
    strings.push(runsText(item.inner));
    await giveTurn();
  }
  return strings;
}

/** The path of the workbook's first sheet, from the workbook and its relationships. */
async function firstSheetPath(bytes: Buffer, entries: ReturnType<typeof zipEntries>): Promise<string> {
  const workbook = entries.get('xl/workbook.xml');
  const relationships = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !relationships) throw new UnreadableZip('not a workbook');
  const workbookXml = (
    await unpackEntry(bytes, workbook, MAX_WORKBOOK_PART_BYTES, TOO_LARGE_MESSAGE)
  ).toString();
  const sheet = firstElementAttributes(workbookXml, 'sheet');
  const id = sheet && /(?:^|\s)(?:[\w.-]+:)?id\s*=\s*"([^"]*)"/.exec(sheet)?.[1];
  const relationshipsXml = (
    await unpackEntry(bytes, relationships, MAX_WORKBOOK_PART_BYTES, TOO_LARGE_MESSAGE)
  ).toString();
  for (const relationship of elements(relationshipsXml, 'Relationship')) {
    if (attribute(relationship.attributes, 'Id') !== id) continue;
    const target = attribute(relationship.attributes, 'Target') ?? '';
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  throw new UnreadableZip('the first sheet is missing');
}

function cellOf(attributes: string, inner: string, strings: string[]): SheetCell {
  const isFormula = hasElement(inner, 'f');
  const type = attribute(attributes, 't');
  if (type === 'inlineStr') return { text: runsText(inner), isFormula };
  const value = valueText(inner) ?? '';
  if (type === 's') return { text: strings[Number(value)] ?? '', isFormula };
  if (type === 'b') return { text: value === '1' ? 'TRUE' : 'FALSE', isFormula };
  if (type === 'd') return { text: value.slice(0, 10), isFormula };
  if (type === 'str' || type === 'e' || value === '') return { text: value, isFormula };
  // Numbers print in their shortest form, as the spreadsheet showed them when typed.
  const number = Number(value);
  return { text: Number.isFinite(number) ? String(number) : value, isFormula };
}

function rowCells(inner: string, rowNumber: number, strings: string[]): SheetCell[] {
  const cells: SheetCell[] = [];
  let column = 0;
  for (const element of elements(inner, 'c')) {
    const reference = attribute(element.attributes, 'r');
    column = (reference ? cellPosition(reference)?.column : undefined) ?? column + 1;
    const cell = cellOf(element.attributes, element.inner, strings);
    if (column > MAX_IMPORT_COLUMNS) {
      const isEmpty = cell.text.trim() === '' && !cell.isFormula;
      if (!isEmpty)
        throw new AppError('BAD_REQUEST', beyondMessage(reference ?? `${LAST_COLUMN_NAME}${rowNumber}`));
      continue;
    }
    while (cells.length < column - 1) cells.push({ text: '', isFormula: false });
    cells[column - 1] = cell;
  }
  return cells;
}

/** The pieces of `rest`, with `first` handed out again before them. */
async function* withFirst(first: string, rest: AsyncIterable<string>): AsyncGenerator<string> {
  yield first;
  yield* rest;
}

/**
 * The first sheet of an .xlsx workbook, row by row as written, read without a workbook model and
 * never held whole: the sheet's declared range is checked in its first piece, no part unpacks beyond
 * a bound, unpacking stops at the first value below the last row an import takes, and the event loop
 * gets a turn every few milliseconds.
 */
export async function readWorkbookSheet(bytes: Buffer): Promise<SheetRow[]> {
  const entries = zipEntries(bytes);
  const sheetPath = await firstSheetPath(bytes, entries);
  const sheet = entries.get(sheetPath);
  if (!sheet) throw new UnreadableZip('the first sheet is missing');
  const strings = await sharedStrings(bytes, entries);
  const pieces = unpackedText(bytes, sheet, MAX_PART_BYTES, TOO_LARGE_MESSAGE);
  const head = await pieces.next();
  const firstPiece = head.done ? '' : head.value;
  checkDeclaredRange(firstPiece);
  const giveTurn = eventLoopTurns();
  const rows: SheetRow[] = [];
  let rowNumber = 0;
  const sheetRows = streamedElements(withFirst(firstPiece, pieces), 'row', MAX_ELEMENT_CHARACTERS, tooLarge);
  for await (const row of sheetRows) {
    const declared = Number(attribute(row.attributes, 'r'));
    rowNumber = Number.isSafeInteger(declared) && declared > rowNumber ? declared : rowNumber + 1;
    const cells = rowCells(row.inner, rowNumber, strings);
    const isBlank = cells.every((cell) => cell.text.trim() === '' && !cell.isFormula);
    if (!isBlank) {
      if (rowNumber > LAST_ROW) throw new AppError('BAD_REQUEST', rowBeyondMessage(rowNumber));
      rows.push({ number: rowNumber, cells });
    }
    await giveTurn();
  }
  return rows;
}
