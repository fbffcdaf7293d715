import type { TImportCounts, TImportRow } from '@domain/api/customer-import';
import type { Catalogue } from '../../../lib/text';
import { formatCount } from '../components/import-summary';

/** '1 customer', '5,000 customers': the count as the app writes numbers, with its noun. */
function counted(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** Importing customers from a file: choosing it, the preview of its rows and the outcome. */
const EN = {
  title: 'Import customers',
  intro:
    'Add a whole building at once from a CSV file or an Excel workbook: one row per flat. A flat already in your list (same block, floor and flat no.) is updated, so importing the same file again changes nothing. You will see every row before anything is saved.',
  columnsHeading: 'Columns, named in the first row',
  columns: 'Columns',
  requiredColumns: (headers: string) => `${headers} must be filled in; the other columns may be left empty.`,
  csvTemplate: 'Download CSV template',
  excelTemplate: 'Download Excel template',
  checking: (fileName: string) => `Checking ${fileName}…`,
  checkingFile: 'Checking the file',
  chooseFile: 'Choose file',
  orDrop: 'or drop it here.',
  limits: (megabytes: number, rows: number) =>
    `CSV or Excel (.xlsx), at most ${megabytes} MB and ${formatCount(rows)} rows.`,
  rowsChecked: (rows: number) =>
    `${counted(rows, 'row', 'rows')} checked. Nothing is saved until you import.`,
  summary: 'Summary',
  counts: {
    create: (count: number) => `${formatCount(count)} new`,
    update: (count: number) => `${formatCount(count)} updated`,
    unchanged: (count: number) => `${formatCount(count)} unchanged`,
    invalid: (count: number) => `${formatCount(count)} with errors`,
  } satisfies Record<keyof TImportCounts, (count: number) => string>,
  onlyErrors: 'Show only rows with errors',
  advice: {
    upToDate: 'Every flat in the file is already up to date: there is nothing to import.',
    noneValid: 'No row can be imported yet: fix the errors in the file and choose it again.',
    someInvalid:
      'Rows with errors are skipped: fix them in the file and choose it again, or import the other rows now.',
    allValid: 'Every row can be imported.',
  },
  statuses: { create: 'New', update: 'Update', unchanged: 'Unchanged', invalid: 'Error' } satisfies Record<
    TImportRow['action'],
    string
  >,
  rows: 'Rows of the file',
  row: (row: number) => `Row ${row}`,
  rowColumns: {
    row: 'Row',
    status: 'Status',
    name: 'Name',
    flat: 'Flat',
    email: 'Email',
    opening: 'Opening balance',
    problems: 'Problems',
  },
  openingIs: (opening: string) => `Opening balance: ${opening}`,
  /** A row without a flat no. (an error): what it has of the flat, 'Block A, Floor 2'. */
  partialFlat: (block: string, floor: string) =>
    [block && `Block ${block}`, floor && `Floor ${floor}`].filter(Boolean).join(', '),
  /** An opening balance as people read it; `asOf` is a date as written, or null. */
  opening: {
    none: 'None',
    arrears: (amount: string, asOf: string | null) => `${amount} arrears${asOf ? ` as of ${asOf}` : ''}`,
    advance: (amount: string, asOf: string | null) => `${amount} advance${asOf ? ` as of ${asOf}` : ''}`,
  },
  importButton: (count: number) => `Import ${counted(count, 'customer', 'customers')}`,
  chooseAnother: 'Choose another file',
  checkAgain: 'Check again',
  cancel: 'Cancel',
  /** `skipped`: rows with errors, left out. */
  nothingImported: (skipped: number) =>
    `Nothing to import: every valid row was already up to date${skippedRows(skipped)}`,
  imported: (count: number, created: number, updated: number, skipped: number) =>
    `Imported ${counted(count, 'customer', 'customers')} (${formatCount(created)} new, ${formatCount(updated)} updated)${skippedRows(skipped)}`,
};

/** '; 3 rows skipped' after the import's message, or nothing. */
function skippedRows(skipped: number): string {
  return skipped > 0 ? `; ${counted(skipped, 'row', 'rows')} skipped` : '';
}

export type ImportText = typeof EN;

export const IMPORT_TEXT: Catalogue<ImportText> = { en: EN };
