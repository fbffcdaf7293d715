import { IMPORT_COLUMNS } from '@domain/api/customer-import';
import { csvField } from '@domain/csv';
import { loadExcel } from '../../load-excel';

/** The file an owner fills in: the column headers and one example row. */
export function templateCsv(): string {
  const lines = [
    IMPORT_COLUMNS.map((column) => column.header),
    IMPORT_COLUMNS.map((column) => column.example),
  ];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export async function templateXlsx(): Promise<Buffer> {
  const { default: excel } = await loadExcel();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet('Customers', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.max(column.header.length, column.example.length) + 4,
  }));
  sheet.getRow(1).font = { bold: true };
  // A date typed into a date column would reach the import as Excel's day count; as text it stays
  // '31/03/2026', as the treasurer typed it.
  sheet.getColumn('openingAsOf').numFmt = '@';
  // Typed as text, so Excel keeps "A-201" and "02" as written instead of reading dates or numbers.
  sheet.addRow(IMPORT_COLUMNS.map((column) => column.example));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
