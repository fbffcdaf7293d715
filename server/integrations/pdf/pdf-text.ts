import { flatLabel } from '@domain/api/customers';
import { hundredthsToNumber } from '@domain/decimal';
import { formatNumber } from '@domain/format';

// What only the document prints; amounts, dates, phones and the heading come from domain/, as the
// web's invoice page takes them.

/** A percent stored in basis points, as typed: 1800 → '18', 250 → '2.5'. */
export function formatPercent(basisPoints: number): string {
  return formatNumber(hundredthsToNumber(basisPoints));
}

export function flatOf(client: { block: string; floor: string; flat: string }): string {
  return client.flat ? flatLabel(client) : '';
}
