import { flatLabel } from '@domain/api/customers';
import { formatCalendarDate } from '@domain/format';
import { fromPaise } from '@domain/money';
import { fileNameOf } from '../../http/content-disposition';
import { loadExcel, RUPEES_FORMAT, TEXT_FORMAT } from '../../load-excel';
import type { FlatStatement } from './statements.service';

const DATE_FORMAT = 'dd mmm yyyy';
/** A balance the way the statement prints it: Dr while owed, Cr for an advance, never a minus sign. */
const BALANCE_FORMAT = '"₹"#,##,##0.00 "Dr";"₹"#,##,##0.00 "Cr";"₹"0.00';
export const STATEMENT_SHEET_NAME = 'Statement';

/** A calendar date as a spreadsheet date: midnight UTC, so no time zone moves it to another day. */
const dateCell = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The statement as a workbook: who and which period at the top, then one row per entry with debit,
 * credit and the running balance as numbers (so the sheet adds up), the brought-forward and closing
 * rows around them. Texts are written as text in the Text format: a description such as
 * `=HYPERLINK(…)` shows as written and never runs.
 */
export async function statementWorkbook({ holder, statement }: FlatStatement): Promise<Buffer> {
  const { default: excel } = await loadExcel();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(STATEMENT_SHEET_NAME);
  sheet.columns = [
    { key: 'date', width: 14, style: { numFmt: DATE_FORMAT } },
    { key: 'reference', width: 12, style: { numFmt: TEXT_FORMAT } },
    { key: 'particulars', width: 44, style: { numFmt: TEXT_FORMAT } },
    { key: 'debit', width: 16, style: { numFmt: RUPEES_FORMAT } },
    { key: 'credit', width: 16, style: { numFmt: RUPEES_FORMAT } },
    { key: 'balance', width: 20, style: { numFmt: BALANCE_FORMAT } },
  ];
  const period = `${formatCalendarDate(statement.from)} to ${formatCalendarDate(statement.to)}`;
  for (const line of [
    `Statement of account: ${holder.businessName}`,
    `${holder.name}${holder.flat ? `, ${flatLabel(holder)}` : ''}`,
    period,
  ]) {
    sheet.addRow([line]).getCell(1).numFmt = TEXT_FORMAT;
  }
  sheet.getRow(1).font = { bold: true, size: 13 };
  sheet.addRow([]);
  const header = sheet.addRow(['Date', 'No.', 'Particulars', 'Debit', 'Credit', 'Balance']);
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  sheet.addRow([
    dateCell(statement.from),
    '',
    'Balance brought forward',
    null,
    null,
    fromPaise(statement.openingBalancePaise),
  ]);
  for (const line of statement.lines) {
    sheet.addRow([
      dateCell(line.date),
      line.reference,
      line.description,
      line.debitPaise === 0 ? null : fromPaise(line.debitPaise),
      line.creditPaise === 0 ? null : fromPaise(line.creditPaise),
      fromPaise(line.balancePaise),
    ]);
  }
  const totals = sheet.addRow([
    dateCell(statement.to),
    '',
    'Totals and closing balance',
    fromPaise(statement.debitsPaise),
    fromPaise(statement.creditsPaise),
    fromPaise(statement.closingBalancePaise),
  ]);
  totals.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `statement-{member}-{from}-to-{to}.xlsx`. */
export function statementWorkbookName({ holder, statement }: FlatStatement): string {
  return fileNameOf(['statement', holder.name, `${statement.from}-to-${statement.to}`], 'xlsx');
}
