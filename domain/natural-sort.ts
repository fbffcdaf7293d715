/** Digit runs are padded to this width, so "2" sorts before "10" in a plain text comparison. */
const DIGIT_WIDTH = 12;
/** Below every printable character: a shorter block sorts before a longer one that starts the same. */
const PART_SEPARATOR = '\u0001';

function naturalPart(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(DIGIT_WIDTH, '0'));
}

/**
 * A key whose byte order is the natural order of flats: by block, then floor, then flat, with numbers
 * compared as numbers (A-2 before A-10). Stored beside each customer, so the database sorts and pages
 * by it with an index, the same way on SQLite and PostgreSQL (compared with the "C" collation).
 */
export function flatSortKey(block: string, floor: string, flat: string): string {
  return [block, floor, flat].map(naturalPart).join(PART_SEPARATOR);
}
