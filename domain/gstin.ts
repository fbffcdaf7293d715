// GSTIN: 2-digit state code, the holder's PAN, entity number, 'Z' by default, check character.

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const RADIX = CHARACTERS.length;

// 01–38 are states and union territories, 97 "Other Territory", 99 "Centre Jurisdiction".
const STATE_CODE = '(?:0[1-9]|[12][0-9]|3[0-8]|97|99)';
const PAN = '[A-Z]{5}[0-9]{4}[A-Z]';
// The 14th character is 'Z' today but reserved by the GST Network for other letters, so any
// alphanumeric passes and the checksum still catches a mistyped one.
const PREFIX_PATTERN = new RegExp(`^${STATE_CODE}${PAN}[1-9A-Z][0-9A-Z]$`);

export const GSTIN_LENGTH = 15;

/** Trimmed and upper-cased, so ' 27aapfu0939f1zv ' is read as '27AAPFU0939F1ZV'. */
export function normalizeGstin(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * The check character for the first 14 characters (the GSTN's Luhn mod 36): factors 1, 2, 1, 2…
 * from the left, each product contributes quotient + remainder of division by 36, and the check
 * value is (36 − sum mod 36) mod 36.
 * @throws {RangeError} unless `first14` is 14 characters of 0-9 and A-Z.
 */
export function gstinChecksumCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) {
    throw new RangeError(`Expected 14 characters of 0-9 and A-Z, got "${first14}"`);
  }
  let sum = 0;
  for (const [index, character] of [...first14].entries()) {
    const product = CHARACTERS.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / RADIX) + (product % RADIX);
  }
  return CHARACTERS.charAt((RADIX - (sum % RADIX)) % RADIX);
}

/**
 * True for a well-formed GSTIN with a correct check character, after `normalizeGstin`
 * (so lower case and surrounding spaces are accepted; store the normalised form).
 */
export function isValidGstin(text: string): boolean {
  const gstin = normalizeGstin(text);
  if (gstin.length !== GSTIN_LENGTH) return false;
  const first14 = gstin.slice(0, 14);
  if (!PREFIX_PATTERN.test(first14)) return false;
  return gstin.charAt(14) === gstinChecksumCharacter(first14);
}

/** The state code of a valid GSTIN ('27' for Maharashtra), else undefined. */
export function gstinStateCode(text: string): string | undefined {
  if (!isValidGstin(text)) return undefined;
  return normalizeGstin(text).slice(0, 2);
}
