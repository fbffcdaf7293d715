import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A stored E.164 number as people read it: +919876543210 → "+91 98765 43210". */
export function formatPhone(e164: string): string {
  if (!e164) return '';
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
