import type { Writable } from 'node:stream';
import { GST_STATES } from '@domain/gst-states';
import type { DocumentSeries, Gstr1Return, HsnRow, ListedDocument, NilKey, RateFigures } from '@domain/gstr1';
import { ratePercentOf } from '@domain/gstr1-json';
import { fromPaise } from '@domain/money';
import { roomIn } from '../../event-loop-turns';
import { loadExcel, RUPEES_FORMAT, TEXT_FORMAT } from '../../load-excel';

/*
 * GSTR-1 in the sheets of the GST offline tool's Excel template (b2b, b2cl, b2cs, cdnr, cdnur, exemp,
 * hsn(b2b), hsn(b2c), docs) with its column headings, and our CGST, SGST and IGST after them. Written
 * sheet after sheet with ExcelJS's streaming writer; texts are strings in the Text format, so a client
 * named `=HYPERLINK(…)` shows as written and never runs.
 */

export const GSTR1_SHEET_NAMES = [
  'b2b',
  'b2cl',
  'b2cs',
  'cdnr',
  'cdnur',
  'exemp',
  'hsn(b2b)',
  'hsn(b2c)',
  'docs',
] as const;

type Kind = 'text' | 'date' | 'amount' | 'number';
type Cell = string | number | Date | null;
type Column = { header: string; kind: Kind };

const DATE_FORMAT = 'dd-mmm-yyyy';
/** Rows written between two turns of the event loop. */
const ROWS_BETWEEN_PAUSES = 200;

const STYLE: Record<Kind, { numFmt?: string }> = {
  text: { numFmt: TEXT_FORMAT },
  date: { numFmt: DATE_FORMAT },
  amount: { numFmt: RUPEES_FORMAT },
  number: {},
};

const WIDTH: Record<Kind, number> = { text: 22, date: 14, amount: 16, number: 10 };

const STATE_NAMES = new Map(GST_STATES.map((state) => [state.code, state.name]));

/** The template's place of supply: '27-Maharashtra'. */
function placeLabel(code: string): string {
  const name = STATE_NAMES.get(code);
  return name ? `${code}-${name}` : code;
}

const dateCell = (date: string) => new Date(`${date}T00:00:00Z`);
const rupees = fromPaise;

const column = (header: string, kind: Kind): Column => ({ header, kind });
const TAX_COLUMNS = [column('CGST', 'amount'), column('SGST', 'amount'), column('IGST', 'amount')];
const taxCells = (figures: RateFigures) => [
  rupees(figures.cgstPaise),
  rupees(figures.sgstPaise),
  rupees(figures.igstPaise),
];

const NIL_DESCRIPTIONS: Record<NilKey, string> = {
  INTERB2B: 'Inter-State supplies to registered persons',
  INTRAB2B: 'Intra-State supplies to registered persons',
  INTERB2C: 'Inter-State supplies to unregistered persons',
  INTRAB2C: 'Intra-State supplies to unregistered persons',
};

type Sheet = { name: (typeof GSTR1_SHEET_NAMES)[number]; columns: Column[]; rows: () => Iterable<Cell[]> };

/** One row per document and rate, as the template lists them. */
function* perRate(
  documents: readonly ListedDocument[],
  cells: (document: ListedDocument, item: RateFigures) => Cell[],
) {
  for (const document of documents) for (const item of document.items) yield cells(document, item);
}

function hsnSheet(name: 'hsn(b2b)' | 'hsn(b2c)', rows: readonly HsnRow[]): Sheet {
  return {
    name,
    columns: [
      column('HSN', 'text'),
      column('Description', 'text'),
      column('UQC', 'text'),
      column('Total Quantity', 'number'),
      column('Total Value', 'amount'),
      column('Rate', 'number'),
      column('Taxable Value', 'amount'),
      column('Integrated Tax Amount', 'amount'),
      column('Central Tax Amount', 'amount'),
      column('State/UT Tax Amount', 'amount'),
      column('Cess Amount', 'amount'),
    ],
    rows: () =>
      rows.map((row) => [
        row.hsn,
        null,
        'NA',
        0,
        rupees(row.taxableValuePaise + row.cgstPaise + row.sgstPaise + row.igstPaise),
        ratePercentOf(row.rate),
        rupees(row.taxableValuePaise),
        rupees(row.igstPaise),
        rupees(row.cgstPaise),
        rupees(row.sgstPaise),
        0,
      ]),
  };
}

function docRows(nature: string, series: readonly DocumentSeries[]): Cell[][] {
  return series.map((each) => [nature, each.from, each.to, each.issued, each.cancelled]);
}

function sheetsOf(ret: Gstr1Return): Sheet[] {
  return [
    {
      name: 'b2b',
      columns: [
        column('GSTIN/UIN of Recipient', 'text'),
        column('Receiver Name', 'text'),
        column('Invoice Number', 'text'),
        column('Invoice date', 'date'),
        column('Invoice Value', 'amount'),
        column('Place Of Supply', 'text'),
        column('Reverse Charge', 'text'),
        column('Applicable % of Tax Rate', 'number'),
        column('Invoice Type', 'text'),
        column('E-Commerce GSTIN', 'text'),
        column('Rate', 'number'),
        column('Taxable Value', 'amount'),
        column('Cess Amount', 'amount'),
        ...TAX_COLUMNS,
      ],
      rows: () =>
        perRate(ret.b2b, (bill, item) => [
          bill.recipientGstin ?? '',
          bill.recipientName,
          bill.number,
          dateCell(bill.date),
          rupees(bill.valuePaise),
          placeLabel(bill.placeOfSupply),
          'N',
          null,
          'Regular B2B',
          null,
          ratePercentOf(item.rate),
          rupees(item.taxableValuePaise),
          0,
          ...taxCells(item),
        ]),
    },
    {
      name: 'b2cl',
      columns: [
        column('Invoice Number', 'text'),
        column('Invoice date', 'date'),
        column('Invoice Value', 'amount'),
        column('Place Of Supply', 'text'),
        column('Applicable % of Tax Rate', 'number'),
        column('Rate', 'number'),
        column('Taxable Value', 'amount'),
        column('Cess Amount', 'amount'),
        column('E-Commerce GSTIN', 'text'),
        ...TAX_COLUMNS,
      ],
      rows: () =>
        perRate(ret.b2cl, (bill, item) => [
          bill.number,
          dateCell(bill.date),
          rupees(bill.valuePaise),
          placeLabel(bill.placeOfSupply),
          null,
          ratePercentOf(item.rate),
          rupees(item.taxableValuePaise),
          0,
          null,
          ...taxCells(item),
        ]),
    },
    {
      name: 'b2cs',
      columns: [
        column('Type', 'text'),
        column('Place Of Supply', 'text'),
        column('Applicable % of Tax Rate', 'number'),
        column('Rate', 'number'),
        column('Taxable Value', 'amount'),
        column('Cess Amount', 'amount'),
        column('E-Commerce GSTIN', 'text'),
        ...TAX_COLUMNS,
      ],
      rows: () =>
        ret.b2cs.map((row) => [
          'OE',
          placeLabel(row.placeOfSupply),
          null,
          ratePercentOf(row.rate),
          rupees(row.taxableValuePaise),
          0,
          null,
          ...taxCells(row),
        ]),
    },
    {
      name: 'cdnr',
      columns: [
        column('GSTIN/UIN of Recipient', 'text'),
        column('Receiver Name', 'text'),
        column('Note Number', 'text'),
        column('Note Date', 'date'),
        column('Note Type', 'text'),
        column('Place Of Supply', 'text'),
        column('Reverse Charge', 'text'),
        column('Note Supply Type', 'text'),
        column('Note Value', 'amount'),
        column('Applicable % of Tax Rate', 'number'),
        column('Rate', 'number'),
        column('Taxable Value', 'amount'),
        column('Cess Amount', 'amount'),
        ...TAX_COLUMNS,
      ],
      rows: () =>
        perRate(ret.cdnr, (note, item) => [
          note.recipientGstin ?? '',
          note.recipientName,
          note.number,
          dateCell(note.date),
          'C',
          placeLabel(note.placeOfSupply),
          'N',
          'Regular B2B',
          rupees(note.valuePaise),
          null,
          ratePercentOf(item.rate),
          rupees(item.taxableValuePaise),
          0,
          ...taxCells(item),
        ]),
    },
    {
      name: 'cdnur',
      columns: [
        column('UR Type', 'text'),
        column('Note Number', 'text'),
        column('Note Date', 'date'),
        column('Note Type', 'text'),
        column('Place Of Supply', 'text'),
        column('Note Value', 'amount'),
        column('Applicable % of Tax Rate', 'number'),
        column('Rate', 'number'),
        column('Taxable Value', 'amount'),
        column('Cess Amount', 'amount'),
        ...TAX_COLUMNS,
      ],
      rows: () =>
        perRate(ret.cdnur, (note, item) => [
          'B2CL',
          note.number,
          dateCell(note.date),
          'C',
          placeLabel(note.placeOfSupply),
          rupees(note.valuePaise),
          null,
          ratePercentOf(item.rate),
          rupees(item.taxableValuePaise),
          0,
          ...taxCells(item),
        ]),
    },
    {
      name: 'exemp',
      columns: [
        column('Description', 'text'),
        column('Nil Rated Supplies', 'amount'),
        column('Exempted(other than nil rated/non GST supply)', 'amount'),
        column('Non-GST Supplies', 'amount'),
      ],
      rows: () =>
        ret.nil.map((row) => [
          NIL_DESCRIPTIONS[row.supplyType],
          rupees(row.nilPaise),
          rupees(row.exemptPaise),
          rupees(row.nonGstPaise),
        ]),
    },
    hsnSheet('hsn(b2b)', ret.hsnB2b),
    hsnSheet('hsn(b2c)', ret.hsnB2c),
    {
      name: 'docs',
      columns: [
        column('Nature of Document', 'text'),
        column('Sr. No. From', 'text'),
        column('Sr. No. To', 'text'),
        column('Total Number', 'number'),
        column('Cancelled', 'number'),
      ],
      rows: () => [
        ...docRows('Invoices for outward supply', ret.invoiceSeries),
        ...docRows('Credit Note', ret.creditNoteSeries),
      ],
    },
  ];
}

/** Writes the return's workbook to `output`, a sheet at a time, each row committed as it is written. */
export async function writeGstr1Workbook(output: Writable, ret: Gstr1Return): Promise<void> {
  const { default: excel } = await loadExcel();
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  let written = 0;
  for (const sheet of sheetsOf(ret)) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    // Formats belong to the columns, so each row takes them without a style of its own.
    worksheet.columns = sheet.columns.map(({ header, kind }) => ({
      header,
      width: Math.max(WIDTH[kind], header.length + 2),
      style: STYLE[kind],
    }));
    const header = worksheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    for (const cells of sheet.rows()) {
      worksheet.addRow(cells).commit();
      written += 1;
      if (written % ROWS_BETWEEN_PAUSES === 0) await roomIn(output, 'the GSTR-1 workbook');
    }
    worksheet.commit();
  }
  await workbook.commit();
}
