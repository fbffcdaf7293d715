import { COLLECTION_SHEET_NAME } from '@domain/api/collection';
import { blockName } from '@domain/api/reports';
import { formatCalendarDate } from '@domain/format';
import { fromPaise } from '@domain/money';
import { loadExcel, RUPEES_FORMAT, TEXT_FORMAT } from '../../load-excel';
import type { CollectionReport } from './collection-report';

const COUNT_FORMAT = '0';

/**
 * The collection report as a workbook: the period on top, then three tables one under the other
 * (billed per head, collected per method, per block), each with its total. Texts are text in the Text
 * format; amounts are numbers in rupees with Indian grouping, so they add up in Excel.
 */
export async function collectionWorkbook(businessName: string, report: CollectionReport): Promise<Buffer> {
  const { default: excel } = await loadExcel();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(COLLECTION_SHEET_NAME);
  sheet.columns = [
    { width: 32, style: { numFmt: TEXT_FORMAT } },
    { width: 16, style: { numFmt: RUPEES_FORMAT } },
    { width: 16, style: { numFmt: RUPEES_FORMAT } },
    { width: 16, style: { numFmt: RUPEES_FORMAT } },
  ];
  const { from, to } = report.period;
  sheet.addRow([`Collection: ${businessName}`]).font = { bold: true };
  sheet.addRow([`${formatCalendarDate(from)} to ${formatCalendarDate(to)}`]);
  const table = (headings: string[], rows: Array<Array<string | number>>, total: Array<string | number>) => {
    sheet.addRow([]);
    sheet.addRow(headings).font = { bold: true };
    for (const row of rows) sheet.addRow(row);
    sheet.addRow(total).font = { bold: true };
  };
  const { billed, collected, totals } = report;
  table(
    ['Billed by head', 'Amount'],
    billed.rows.map((row) => [row.name, fromPaise(row.amountPaise)]),
    [`Total billed (${billed.bills} ${billed.bills === 1 ? 'bill' : 'bills'})`, fromPaise(billed.totalPaise)],
  );
  const firstMethodRow = sheet.rowCount + 3;
  table(
    ['Collected by method', 'Amount', 'Receipts'],
    collected.methods.map((row) => [row.method, fromPaise(row.amountPaise), row.receipts]),
    ['Total collected', fromPaise(collected.totalPaise), collected.receipts],
  );
  for (let row = firstMethodRow; row <= sheet.rowCount; row += 1) sheet.getCell(row, 3).numFmt = COUNT_FORMAT;
  table(
    ['Block', 'Billed', 'Collected', 'Outstanding'],
    report.blocks.map((row) => [
      blockName(row.block),
      fromPaise(row.billedPaise),
      fromPaise(row.collectedPaise),
      fromPaise(row.outstandingPaise),
    ]),
    [
      'Total',
      fromPaise(totals.billedPaise),
      fromPaise(totals.collectedPaise),
      fromPaise(totals.outstandingPaise),
    ],
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
