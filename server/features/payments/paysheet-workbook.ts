import type { Writable } from 'node:stream';
import { PAYSHEET_COLUMNS, PAYSHEET_SHEET_NAME } from '@domain/api/payment-export';
import { currencySymbol } from '@domain/format';
import { fromPaise } from '@domain/money';
import { TEXT_FORMAT } from '../../load-excel';
import { type SheetCell, writeStreamedSheet } from '../../streamed-sheet';
import type { ExportedPayment } from './payment-export.repository';

const DATE_FORMAT = 'dd mmm yyyy';
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

/** Indian grouping (1,23,456.00) for rupees, thousands for every other currency. */
function amountFormat(currency: string): string {
  const symbol = currencySymbol(currency).replaceAll('"', '');
  return currency === 'INR' ? `"${symbol}"#,##,##0.00` : `"${symbol}"#,##0.00`;
}

function widthFor(header: string, longest: number): number {
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, header.length, longest) + 2);
}

export type LongestTexts = { invoiceNumber: number; clientName: number; note: number };

async function* rowsOf(payments: AsyncIterable<ExportedPayment>): AsyncGenerator<SheetCell[]> {
  for await (const payment of payments) {
    const amount = fromPaise(payment.amountPaise);
    yield [
      payment.invoiceNumber,
      payment.clientName,
      { day: payment.datePaid },
      payment.currency === 'INR' ? amount : { value: amount, format: amountFormat(payment.currency) },
      payment.paymentMethod,
      payment.note,
    ];
  }
}

/**
 * Writes the paysheet, one row per payment, to `output` as the payments are read: the next rows wait
 * while the download is behind, so memory holds a few rows, not the sheet. Text cells are strings in
 * the Text format, so a note such as `=HYPERLINK(…)` shows as written and never runs.
 */
export async function writePaysheet(
  output: Writable,
  payments: AsyncIterable<ExportedPayment>,
  longest: LongestTexts,
): Promise<void> {
  const [invoiceNo, client, paidAt, amountPaid, method, note] = PAYSHEET_COLUMNS;
  const columns = [
    { header: invoiceNo, width: widthFor(invoiceNo, longest.invoiceNumber), format: TEXT_FORMAT },
    { header: client, width: widthFor(client, longest.clientName), format: TEXT_FORMAT },
    { header: paidAt, width: widthFor(paidAt, DATE_FORMAT.length), format: DATE_FORMAT },
    { header: amountPaid, width: widthFor(amountPaid, 16), format: amountFormat('INR') },
    { header: method, width: widthFor(method, 'Bank Transfer'.length), format: TEXT_FORMAT },
    { header: note, width: widthFor(note, longest.note), format: TEXT_FORMAT },
  ];
  const sheet = { name: PAYSHEET_SHEET_NAME, columns, rows: rowsOf(payments) };
  await writeStreamedSheet(output, sheet, 'the paysheet');
}
