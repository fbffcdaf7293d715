import { flatLabel } from '../../../domain/api/customers';
import { hundredthsToNumber, hundredthsToText } from '../../../domain/decimal';
import { formatNumber } from '../../../domain/format';

// What only the document prints; amounts, dates, phones and the heading come from domain/, as the
// web's invoice page takes them.

/** A percent stored in basis points, as typed: 1800 → '18', 250 → '2.5'. */
export function formatPercent(basisPoints: number): string {
  return formatNumber(hundredthsToNumber(basisPoints));
}

export function flatOf(client: { block: string; floor: string; flat: string }): string {
  return client.flat ? flatLabel(client) : '';
}

/**
 * The UPI deep link a payment app opens from the QR code (NPCI's URL form): payee address and name,
 * the amount due in rupees, INR, and the invoice number as the note.
 */
export function upiPayLink(
  upiId: string,
  payeeName: string,
  balancePaise: number,
  invoiceNumber: string,
): string {
  const parameters = new URLSearchParams({
    pa: upiId,
    pn: payeeName,
    am: hundredthsToText(balancePaise),
    cu: 'INR',
    tn: `Invoice ${invoiceNumber}`,
  });
  return `upi://pay?${parameters.toString().replaceAll('+', '%20')}`;
}
