import type { TImportCounts, TImportRow } from '@domain/api/customer-import';
import { flatLabel } from '@domain/api/customers';
import type { ImportText } from '../text/import-text';
import { openingText } from './opening-balance-words';

const countFormat = new Intl.NumberFormat('en-IN');

/** 5000 → "5,000": counts read as the rest of the app writes numbers. */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** The rows an import would write: new flats and changed ones. */
export function writableRows({ create, update }: TImportCounts): number {
  return create + update;
}

/** What the preview means for the owner, in one sentence. */
export function previewAdvice(counts: TImportCounts, advice: ImportText['advice']): string {
  const writable = writableRows(counts);
  if (writable === 0 && counts.invalid === 0) return advice.upToDate;
  if (writable === 0) return advice.noneValid;
  if (counts.invalid > 0) return advice.someInvalid;
  return advice.allValid;
}

/** The snackbar after an import, e.g. "Imported 297 customers (295 new, 2 updated); 3 rows skipped". */
export function importedMessage(counts: TImportCounts, text: ImportText): string {
  const writable = writableRows(counts);
  if (writable === 0) return text.nothingImported(counts.invalid);
  return text.imported(writable, counts.create, counts.update, counts.invalid);
}

/** A row's flat as messages name it; a row with no flat no. (an error) shows what it has. */
export function importRowFlat(values: Record<string, string>, text: ImportText): string {
  const block = values.block ?? '';
  const floor = values.floor ?? '';
  const flat = values.flat ?? '';
  if (flat) return flatLabel({ block, floor, flat });
  return text.partialFlat(block, floor);
}

/**
 * The opening balance a row gives its flat, as the server read it ('₹12,500.50 arrears as of 31 Mar
 * 2026'); a row that says nothing of it (or has errors) shows what its cell holds, or a dash.
 */
export function importRowOpening(row: Pick<TImportRow, 'opening' | 'values'>, text: ImportText): string {
  if (row.opening) return openingText(row.opening, text.opening);
  return row.values.openingBalance || '—';
}
