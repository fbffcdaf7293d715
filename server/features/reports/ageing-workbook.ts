import type { Writable } from 'node:stream';
import { AGE_BUCKET_LABELS, AGE_BUCKETS, type AgeAmounts } from '@domain/ageing';
import { AGEING_SHEET_NAME, blockName } from '@domain/api/reports';
import { fromPaise } from '@domain/money';
import { loadExcel, RUPEES_FORMAT, TEXT_FORMAT } from '../../load-excel';
import type { AgeingReport, DuesSubtotal } from './ageing-report';

const DATE_FORMAT = 'dd mmm yyyy';

const yesNo = (isPresent: boolean) => (isPresent ? 'Yes' : 'No');
const rupees = (amounts: AgeAmounts, totalPaise: number) => [
  ...AGE_BUCKETS.map((bucket) => fromPaise(amounts[bucket])),
  fromPaise(totalPaise),
];

/**
 * The dues report as a workbook: one row per flat in the report's order, then a subtotal row per
 * block and the overall total. Text columns are strings in the Text format; amounts are numbers in
 * rupees with Indian grouping, so they add up in Excel.
 */
export async function writeAgeingWorkbook(output: Writable, report: AgeingReport): Promise<void> {
  const { default: excel } = await loadExcel();
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(AGEING_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const text = { numFmt: TEXT_FORMAT };
  const amount = { numFmt: RUPEES_FORMAT };
  sheet.columns = [
    { header: 'Block', width: 10, style: text },
    { header: 'Floor', width: 8, style: text },
    { header: 'Flat', width: 12, style: text },
    { header: 'Name', width: 30, style: text },
    { header: 'E-mail', width: 8, style: text },
    { header: 'WhatsApp', width: 10, style: text },
    ...AGE_BUCKETS.map((bucket) => ({ header: AGE_BUCKET_LABELS[bucket], width: 15, style: amount })),
    { header: 'Total dues', width: 16, style: amount },
    { header: 'Last payment', width: 14, style: { numFmt: DATE_FORMAT } },
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const { flat, amounts, totalPaise, lastPaymentDate, hasEmail, hasWhatsApp } of report.flats) {
    sheet
      .addRow([
        flat.block,
        flat.floor,
        flat.flat,
        flat.name,
        yesNo(hasEmail),
        yesNo(hasWhatsApp),
        ...rupees(amounts, totalPaise),
        lastPaymentDate === null ? null : new Date(`${lastPaymentDate}T00:00:00Z`),
      ])
      .commit();
  }
  const subtotal = (label: string, { flats, amounts, totalPaise }: DuesSubtotal) => {
    const row = sheet.addRow([
      label,
      null,
      null,
      `${flats} ${flats === 1 ? 'flat' : 'flats'}`,
      null,
      null,
      ...rupees(amounts, totalPaise),
    ]);
    row.font = { bold: true };
    row.commit();
  };
  sheet.addRow([]).commit();
  for (const block of report.blocks) subtotal(blockName(block.block), block);
  subtotal('Total', report.overall);
  sheet.commit();
  await workbook.commit();
}
