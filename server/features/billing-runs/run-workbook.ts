import { MAX_BILL_HEAD_AMOUNT } from '@domain/api/bill-heads';
import {
  PREVIEW_FLAG_LABELS,
  RUN_WORKBOOK_COLUMNS_MESSAGE,
  RUN_WORKBOOK_FLAT_COLUMNS,
  RUN_WORKBOOK_TOTAL_COLUMNS,
  type TBillingRunPreview,
  type TTypedAmounts,
  typedAmountMessage,
} from '@domain/api/billing-runs';
import { isMoneyValue } from '@domain/money';
import { flatSortKey } from '@domain/natural-sort';
import { AppError } from '../../errors';
import { loadExcel } from '../../load-excel';
import type { SheetRow } from '../customer-import';

/*
 * The preview as a workbook the committee checks, and the same workbook read back for the amounts
 * typed per flat (water by meter): only the columns of "typed per flat" heads are read; every other
 * figure is the server's own.
 */

const MONEY_FORMAT = '#,##0.00';

/** The preview as an .xlsx: a row per flat, a column per head, the totals last. */
export async function previewWorkbook(preview: TBillingRunPreview): Promise<Buffer> {
  const { default: excel } = await loadExcel();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(preview.run.periodLabel, {
    views: [{ state: 'frozen', xSplit: 3, ySplit: 1 }],
  });
  const headers = [
    ...RUN_WORKBOOK_FLAT_COLUMNS,
    ...preview.heads.map((head) => head.name),
    ...RUN_WORKBOOK_TOTAL_COLUMNS,
  ];
  sheet.addRow(headers).font = { bold: true };
  for (const row of preview.rows) {
    sheet.addRow([
      row.flat.block,
      row.flat.floor,
      row.flat.flat,
      row.flat.name,
      ...row.amounts.map((amount) => amount ?? ''),
      row.subTotal,
      row.gst,
      row.total,
      row.arrears,
      row.flags.map((flag) => PREVIEW_FLAG_LABELS[flag]).join(', '),
    ]);
  }
  const { totals } = preview;
  sheet.addRow([
    'Total',
    '',
    '',
    '',
    ...totals.heads,
    totals.subTotal,
    totals.gst,
    totals.total,
    totals.arrears,
    '',
  ]).font = {
    bold: true,
  };
  const firstMoney = RUN_WORKBOOK_FLAT_COLUMNS.length + 1;
  for (let column = firstMoney; column < headers.length; column++) {
    sheet.getColumn(column).numFmt = MONEY_FORMAT;
    sheet.getColumn(column).width = Math.max(12, (headers[column - 1]?.length ?? 0) + 2);
  }
  sheet.getColumn(4).width = 24;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const header = (text: string) => text.trim().toLowerCase();

/**
 * The amounts typed in a preview workbook for the run's "typed per flat" heads: rows matched to the
 * run's flats by block, floor and flat no. (as the flat order reads them, so 'a-01' is 'A-1'), columns
 * to heads by name. A blank cell leaves the flat's amount as it is; the total row and unknown flats
 * are passed over. A cell that is not an amount is a 400 naming its row and head.
 */
export function typedAmountsOfSheet(
  rows: SheetRow[],
  flats: Array<{ id: string; block: string; floor: string; flat: string }>,
  typedHeads: Array<{ id: string; name: string }>,
): TTypedAmounts['amounts'] {
  const [first, ...body] = rows;
  const names = (first?.cells ?? []).map((cell) => header(cell.text));
  const [block, floor, flat] = RUN_WORKBOOK_FLAT_COLUMNS.map((name) => names.indexOf(header(name)));
  if (
    block === undefined ||
    floor === undefined ||
    flat === undefined ||
    block < 0 ||
    floor < 0 ||
    flat < 0
  ) {
    throw new AppError('BAD_REQUEST', RUN_WORKBOOK_COLUMNS_MESSAGE);
  }
  const columns = typedHeads.flatMap((head) => {
    const index = names.indexOf(header(head.name));
    return index < 0 ? [] : [{ head, index }];
  });
  const flatByKey = new Map(
    flats.map((known) => [flatSortKey(known.block, known.floor, known.flat), known.id]),
  );
  const amounts: TTypedAmounts['amounts'] = [];
  for (const row of body) {
    const text = (index: number) => row.cells[index]?.text.trim() ?? '';
    const flatId = flatByKey.get(flatSortKey(text(block), text(floor), text(flat)));
    if (!flatId) continue;
    for (const { head, index } of columns) {
      const cell = row.cells[index];
      const written = text(index).replace(/,/g, '');
      if (written === '') continue;
      if (cell?.isFormula) {
        throw new AppError(
          'BAD_REQUEST',
          typedAmountMessage(row.number, head.name, 'type the amount, not a formula'),
        );
      }
      const amount = Number(written);
      if (!/^\d+(\.\d+)?$/.test(written) || !isMoneyValue(amount) || amount > MAX_BILL_HEAD_AMOUNT) {
        throw new AppError(
          'BAD_REQUEST',
          typedAmountMessage(
            row.number,
            head.name,
            'the amount must be a number of rupees, at most 2 decimals',
          ),
        );
      }
      amounts.push({ flat: flatId, head: head.id, amount });
    }
  }
  return amounts;
}
