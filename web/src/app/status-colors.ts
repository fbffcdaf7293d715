import type { InvoiceStatus } from '@domain/constants';

// Screen colours of an invoice's state, from MUI's default palette (the theme's brand colours aside).
export const STATUS_COLORS = {
  Paid: '#2e7d32',
  Partial: '#1976d2',
  Unpaid: '#d32f2f',
} as const satisfies Record<InvoiceStatus, string>;

/** The dashboard's status chart: paid green, unpaid red, partial yellow. */
export const CHART_COLORS = {
  paid: '#2e7d32',
  unpaid: '#d32f2f',
  partial: '#fbc02d',
} as const;

/** A quotation's chip: grey, as nothing is owed on it. */
export const QUOTATION_COLOR = '#616161';

/** Status colour: Paid green, Partial blue, a quotation grey, anything else red. */
export function statusColor(status: string): string {
  if (status === 'Quotation') return QUOTATION_COLOR;
  if (status === 'Paid') return STATUS_COLORS.Paid;
  if (status === 'Partial') return STATUS_COLORS.Partial;
  return STATUS_COLORS.Unpaid;
}
