import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Numbers typed without a country code are Indian: the product is built first for India. */
export const DEFAULT_PHONE_COUNTRY = 'IN';

/**
 * A phone number in E.164 (+919876543210), the form WhatsApp needs, or null when it is not a valid
 * number. Spaces, dashes, brackets and a leading 0 are what people type, and are accepted.
 */
export function toE164(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[+\d][\d\s().-]*$/.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** '+919811111111' → '+91 98111 11111', as people read it; what cannot be read, as it is stored. */
export function formatPhone(e164: string): string {
  if (!e164) return '';
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
