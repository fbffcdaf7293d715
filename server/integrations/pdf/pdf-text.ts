import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { flatLabel } from '../../../domain/api/customers';
import { hundredthsToNumber, hundredthsToText } from '../../../domain/decimal';
import { formatNumber } from '../../../domain/format';

// What the document prints besides amounts (those come from domain/format.ts): the same words
// and forms as the web's invoice page, which lives in web/ and cannot be imported here.

/** SPEC §2: the heading is the type, or 'Invoice' once nothing is left to pay (a paid Proforma is an invoice). */
export function headingOf(type: string, balancePaise: number): string {
  return balancePaise <= 0 ? 'Invoice' : type;
}

const calendarDateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-22' → '22 Nov 2026', read in UTC so no clock shifts the day; anything else as it came. */
export function formatCalendarDate(date: string): string {
  const instant = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(instant.getTime())) return date;
  return instant.toISOString().slice(0, 10) === date ? calendarDateFormat.format(instant) : date;
}

/** A percent stored in basis points, as typed: 1800 → '18', 250 → '2.5'. */
export function formatPercent(basisPoints: number): string {
  return formatNumber(hundredthsToNumber(basisPoints));
}

/** '+919811111111' → '+91 98111 11111'; what cannot be read as it is stored. */
export function formatPhone(e164: string): string {
  if (!e164) return '';
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
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
