import type { Writable } from 'node:stream';
import { PAYSHEET_COLUMNS, PAYSHEET_SHEET_NAME } from '@domain/api/payment-export';
import { currencySymbol } from '@domain/format';
import { fromPaise } from '@domain/money';
import { roomIn } from '../../http/download-room';
import { loadExcel } from '../../load-excel';
import type { ExportedPayment } from './payment-export.repository';

/** Excel's Text format: what is typed or pasted into the cell later stays text too, never a formula. */
const TEXT_FORMAT = '@';
const DATE_FORMAT = 'dd mmm yyyy';
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;
/** Rows written between two turns of the event loop: a few milliseconds of work. */
const ROWS_BETWEEN_PAUSES = 200;

/** Indian grouping (1,23,456.00) for rupees, thousands for every other currency. */
function amountFormat(currency: string): string {
  const symbol = currencySymbol(currency).replaceAll('"', '');
  return currency === 'INR' ? `"${symbol}"#,##,##0.00` : `"${symbol}"#,##0.00`;
}

function widthFor(header: string, longest: number): number {
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, header.length, longest) + 2);
}

export type LongestTexts = { invoiceNumber: number; clientName: number; note: number };

/**
 * Writes the paysheet, one row per payment, to `output` row by row with ExcelJS's streaming writer:
 * each row is committed as it comes and the next waits while the download is behind, so memory holds a few
 * rows, not the sheet. Text cells are strings in the Text
 * format, so a note such as `=HYPERLINK(…)` shows as written and never runs.
 */
export async function writePaysheet(
  output: Writable,
  payments: AsyncIterable<ExportedPayment>,
  longest: LongestTexts,
): Promise<void> {
  const { default: excel } = await loadExcel();
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(PAYSHEET_SHEET_NAME, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const [invoiceNo, client, paidAt, amountPaid, method, note] = PAYSHEET_COLUMNS;
  const text = { numFmt: TEXT_FORMAT };
  // Formats belong to the columns, so each row takes them without a style of its own; only an amount
  // in another currency than rupees gets its own format.
  sheet.columns = [
    { header: invoiceNo, width: widthFor(invoiceNo, longest.invoiceNumber), style: text },
    { header: client, width: widthFor(client, longest.clientName), style: text },
    { header: paidAt, width: widthFor(paidAt, DATE_FORMAT.length), style: { numFmt: DATE_FORMAT } },
    { header: amountPaid, width: widthFor(amountPaid, 16), style: { numFmt: amountFormat('INR') } },
    { header: method, width: widthFor(method, 'Bank Transfer'.length), style: text },
    { header: note, width: widthFor(note, longest.note), style: text },
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  let written = 0;
  for await (const payment of payments) {
    const row = sheet.addRow([
      payment.invoiceNumber,
      payment.clientName,
      new Date(`${payment.datePaid}T00:00:00Z`),
      fromPaise(payment.amountPaise),
      payment.paymentMethod,
      payment.note,
    ]);
    if (payment.currency !== 'INR') row.getCell(4).numFmt = amountFormat(payment.currency);
    row.commit();
    written += 1;
    if (written % ROWS_BETWEEN_PAUSES === 0) await roomIn(output, 'the paysheet');
  }
  sheet.commit();
  await workbook.commit();
}
