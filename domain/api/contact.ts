import { z } from 'zod';
import { toE164 } from '../phone';

export const PHONE_NUMBER_MESSAGE = 'Please enter a valid phone number';
export const WEBSITE_MESSAGE = 'Please enter a web address, e.g. https://greenpark.example';

/**
 * A phone number as people type it (spaces, dashes, brackets, a leading 0; India when no code is
 * given), stored in E.164 ('+919876543210'); '' stays ''. Its format already refuses control characters.
 */
export const ZPhoneNumber = z
  .string({ error: PHONE_NUMBER_MESSAGE })
  .trim()
  .max(30, PHONE_NUMBER_MESSAGE)
  .refine((value) => value === '' || toE164(value) !== null, PHONE_NUMBER_MESSAGE)
  .transform((value) => (value === '' ? '' : (toE164(value) ?? value)));

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** Dot-separated labels of letters, digits and hyphens, ending in a top-level domain (IDNs as xn--). */
const HOST_NAME = /^([a-z\d](-*[a-z\d])*\.)+([a-z]{2,63}|xn--[a-z\d-]{2,59})$/i;

/**
 * A website as people type it ('greenpark.example', 'https://greenpark.example/about'), with https://
 * put in front when no scheme is given; null when it is not an http(s) address of a named host (no
 * spaces, no user name, no other scheme such as javascript: or mailto:).
 */
export function toWebsite(typed: string): string | null {
  const value = typed.trim();
  if (value === '' || /\s/.test(value)) return null;
  const withScheme = SCHEME.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !HOST_NAME.test(url.hostname)) return null;
  return withScheme;
}
