import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type CalendarDate, daysBetween } from '@domain/dates';
import { xmlText } from '@domain/xml-text';
import { eventLoopTurns } from './event-loop-turns';
import { TEXT_FORMAT } from './load-excel';

/**
 * A workbook of one sheet, its rows written into the .xlsx as they come: the sheet's XML is made here,
 * a row at a time, and zipped as it streams. A spreadsheet library would build each cell as an object
 * and look its style up by rendering it, which made a 50,000-row export spend most of its time there.
 * Only what a plain list needs: text, number and date cells, a format per column (or per cell), a bold
 * header row kept in view, column widths.
 */

/** A text cell, a number cell, or a date cell (a calendar day, shown by its column's date format). */
export type SheetValue = string | number | { day: CalendarDate };
/** A value with a format of its own instead of its column's, e.g. an amount in another currency. */
export type SheetCell = SheetValue | { value: SheetValue; format: string };

export type SheetColumn = { header: string; width: number; format: string };

export type StreamedSheet = {
  name: string;
  columns: readonly SheetColumn[];
  rows: AsyncIterable<readonly SheetCell[]>;
};

/** Formats Excel knows by number; any other is declared in the styles with an id from 164 up. */
const BUILT_IN_FORMATS = new Map([
  ['General', 0],
  [TEXT_FORMAT, 49],
]);
const FIRST_CUSTOM_FORMAT = 164;
const REGULAR_FONT = 0;
const BOLD_FONT = 1;
/** Excel's day 0: a date cell holds the days since. */
const EXCEL_DAY_ZERO = '1899-12-30';
/** Rows joined into one piece of the sheet's stream. */
const ROWS_PER_PIECE = 100;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const PACKAGE_RELATIONSHIPS = `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS_NS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const WORKBOOK_RELATIONSHIPS = `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS_NS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${RELATIONSHIPS_NS}/styles" Target="styles.xml"/>\
</Relationships>`;

/** A = 1, Z = 26, AA = 27. */
function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * The sheet's cell styles (a font and a number format each), numbered as first asked for, so a format
 * met only in row 40,000 still gets its style; the styles part is written once the rows are done.
 */
class CellStyles {
  private readonly formatIds = new Map<string, number>();
  /** `font:formatId` of each cell style, in order; style 0 is Excel's default. */
  private readonly styles = ['0:0'];

  styleOf(format: string, font = REGULAR_FONT): number {
    const key = `${font}:${this.formatId(format)}`;
    const found = this.styles.indexOf(key);
    if (found >= 0) return found;
    this.styles.push(key);
    return this.styles.length - 1;
  }

  private formatId(format: string): number {
    const known = BUILT_IN_FORMATS.get(format) ?? this.formatIds.get(format);
    if (known !== undefined) return known;
    const id = FIRST_CUSTOM_FORMAT + this.formatIds.size;
    this.formatIds.set(format, id);
    return id;
  }

  xml(): string {
    const formats = [...this.formatIds].map(
      ([code, id]) => `<numFmt numFmtId="${id}" formatCode="${xmlText(code)}"/>`,
    );
    const styles = this.styles.map((key) => {
      const [font, format] = key.split(':');
      return `<xf numFmtId="${format}" fontId="${font}" fillId="0" borderId="0" xfId="0"${format === '0' ? '' : ' applyNumberFormat="1"'}${font === '0' ? '' : ' applyFont="1"'}/>`;
    });
    const font = (bold: string) => `<font>${bold}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
    return `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">\
<numFmts count="${formats.length}">${formats.join('')}</numFmts>\
<fonts count="2">${font('')}${font('<b/>')}</fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="${styles.length}">${styles.join('')}</cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;
  }
}

function cellXml(reference: string, value: SheetValue, style: number): string {
  if (typeof value === 'string') {
    const space = value.trim() === value ? '' : ' xml:space="preserve"';
    return `<c r="${reference}" s="${style}" t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
  }
  const number = typeof value === 'number' ? value : daysBetween(EXCEL_DAY_ZERO, value.day);
  // A number that is not one (NaN, infinity) has no cell form; the cell stays empty rather than corrupt.
  if (!Number.isFinite(number)) return `<c r="${reference}" s="${style}"/>`;
  return `<c r="${reference}" s="${style}"><v>${number}</v></c>`;
}

/** The sheet's XML: its view, columns and header, then every row as the rows come. */
async function* sheetXml(sheet: StreamedSheet, styles: CellStyles): AsyncGenerator<string> {
  const letters = sheet.columns.map((_, index) => columnLetters(index + 1));
  const columnStyles = sheet.columns.map((column) => styles.styleOf(column.format));
  const cols = sheet.columns.map(
    (column, index) =>
      `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1" style="${columnStyles[index]}"/>`,
  );
  const headerStyle = styles.styleOf('General', BOLD_FONT);
  const header = sheet.columns.map((column, index) =>
    cellXml(`${letters[index]}1`, column.header, headerStyle),
  );
  yield `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${RELATIONSHIPS_NS}">\
<sheetViews><sheetView workbookViewId="0">\
<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>\
<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>\
<sheetFormatPr defaultRowHeight="15"/><cols>${cols.join('')}</cols>\
<sheetData><row r="1">${header.join('')}</row>`;

  const giveTurnWhenDue = eventLoopTurns();
  let rowNumber = 1;
  let piece = '';
  for await (const row of sheet.rows) {
    rowNumber += 1;
    let cells = '';
    for (const [index, cell] of row.entries()) {
      const reference = `${letters[index] ?? columnLetters(index + 1)}${rowNumber}`;
      if (typeof cell === 'object' && 'format' in cell) {
        cells += cellXml(reference, cell.value, styles.styleOf(cell.format));
      } else {
        cells += cellXml(reference, cell, columnStyles[index] ?? 0);
      }
    }
    piece += `<row r="${rowNumber}">${cells}</row>`;
    // Row 1 is the header, so every ROWS_PER_PIECE data rows end a piece.
    if ((rowNumber - 1) % ROWS_PER_PIECE === 0) {
      yield piece;
      piece = '';
      await giveTurnWhenDue();
    }
  }
  yield `${piece}</sheetData></worksheet>`;
}

/**
 * Writes the workbook to `output` and resolves once all of it is written. The download's pace sets the
 * rows' pace: while it is behind, no row is read, so memory holds a few pieces, not the sheet. A
 * download closed half-way (the client left) stops the reading and rejects, naming `what`.
 */
export async function writeStreamedSheet(
  output: Writable,
  sheet: StreamedSheet,
  what: string,
): Promise<void> {
  // Loaded with the first export, not at start-up.
  const { default: archiver } = await import('archiver');
  const zip = archiver('zip');
  const styles = new CellStyles();
  const rows = Readable.from(sheetXml(sheet, styles), { objectMode: false });
  const workbook = `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${RELATIONSHIPS_NS}">\
<sheets><sheet name="${xmlText(sheet.name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
  zip.append(PACKAGE_RELATIONSHIPS, { name: '_rels/.rels' });
  zip.append(workbook, { name: 'xl/workbook.xml' });
  zip.append(WORKBOOK_RELATIONSHIPS, { name: 'xl/_rels/workbook.xml.rels' });
  zip.append(rows, { name: 'xl/worksheets/sheet1.xml' });
  // A row that could not be read ends the download short; the caller logs why.
  rows.once('error', (error) => zip.destroy(error));
  // The styles are known once the last row is made.
  rows.once('end', () => {
    if (zip.destroyed) return;
    zip.append(styles.xml(), { name: 'xl/styles.xml' });
    // A failure here reaches the pipeline below too; its promise must not go unhandled.
    zip.finalize().catch(() => undefined);
  });
  try {
    await pipeline(zip, output);
  } catch (error) {
    rows.destroy();
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new Error(`the download was closed before ${what} was written`);
    }
    throw error;
  }
}
