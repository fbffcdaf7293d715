import type { TBillingRun, TPreviewRow } from '@domain/api/billing-runs';
import { flatLabel } from '@domain/api/customers';
import { formatNumber } from '@domain/format';
import { formatInvoiceMoney } from '../../invoices';
import type { RunText } from '../text/run-text';

/** Bills are in rupees: '₹4,853.00'. */
export function rupees(amount: number): string {
  return formatInvoiceMoney(amount, 'INR');
}

export function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** Which flats a run bills, as a list reads it: 'All flats', 'Block A', '12 chosen flats'. */
export function runFlatsText(flats: TBillingRun['flats'], text: RunText['flats']): string {
  if (flats.kind === 'block') return text.block(flats.block);
  if (flats.kind === 'flats') return text.chosen(flats.flats.length);
  return text.all;
}

/**
 * A flat as short as a table cell needs it and still unique: 'A-101' when the flat's number already
 * starts with its block, 'B 101' when it does not, '101' without a block.
 */
export function shortFlatName({ block, flat }: Pick<TPreviewRow['flat'], 'block' | 'flat'>): string {
  if (!block) return flat;
  const upper = flat.toUpperCase();
  const prefix = block.toUpperCase();
  const named = upper.startsWith(prefix) && /^[^A-Z0-9]/.test(upper.slice(prefix.length));
  return named ? flat : `${block} ${flat}`;
}

/** A flat in full, for a title or a screen reader: 'Block A, Floor 1, Flat A-101'. */
export function fullFlatName(row: TPreviewRow): string {
  return flatLabel(row.flat);
}

/** The address of a bill on the owner's invoice page. */
export function billPath(invoiceId: string): string {
  return `/auth/invoice/${encodeURIComponent(invoiceId)}`;
}
