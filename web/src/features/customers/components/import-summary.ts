import type { TImportCounts, TImportRow } from '@domain/api/customer-import';
import { flatLabel } from '@domain/api/customers';
import { openingText } from './opening-text';

const countFormat = new Intl.NumberFormat('en-IN');

/** 5000 → "5,000": counts read as the rest of the app writes numbers. */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

function counted(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** The rows an import would write: new flats and changed ones. */
export function writableRows({ create, update }: TImportCounts): number {
  return create + update;
}

export function importButtonLabel(counts: TImportCounts): string {
  return `Import ${counted(writableRows(counts), 'customer', 'customers')}`;
}

/** What the preview means for the owner, in one sentence. */
export function previewAdvice(counts: TImportCounts): string {
  const writable = writableRows(counts);
  if (writable === 0 && counts.invalid === 0) {
    return 'Every flat in the file is already up to date: there is nothing to import.';
  }
  if (writable === 0) return 'No row can be imported yet: fix the errors in the file and choose it again.';
  if (counts.invalid > 0) {
    return 'Rows with errors are skipped: fix them in the file and choose it again, or import the other rows now.';
  }
  return 'Every row can be imported.';
}

/** The snackbar after an import, e.g. "Imported 297 customers (295 new, 2 updated); 3 rows skipped". */
export function importedMessage(counts: TImportCounts): string {
  const writable = writableRows(counts);
  const skipped = counts.invalid > 0 ? `; ${counted(counts.invalid, 'row', 'rows')} skipped` : '';
  if (writable === 0) return `Nothing to import: every valid row was already up to date${skipped}`;
  const detail = `${formatCount(counts.create)} new, ${formatCount(counts.update)} updated`;
  return `Imported ${counted(writable, 'customer', 'customers')} (${detail})${skipped}`;
}

/** A row's flat as messages name it; a row with no flat no. (an error) shows what it has. */
export function importRowFlat(values: Record<string, string>): string {
  const block = values.block ?? '';
  const floor = values.floor ?? '';
  const flat = values.flat ?? '';
  if (flat) return flatLabel({ block, floor, flat });
  return [block && `Block ${block}`, floor && `Floor ${floor}`].filter(Boolean).join(', ');
}

/**
 * The opening balance a row gives its flat, as the server read it ('₹12,500.50 arrears as of 31 Mar
 * 2026'); a row that says nothing of it (or has errors) shows what its cell holds, or a dash.
 */
export function importRowOpening(row: Pick<TImportRow, 'opening' | 'values'>): string {
  if (row.opening) return openingText(row.opening);
  return row.values.openingBalance || '—';
}
