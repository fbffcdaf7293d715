import { z } from 'zod';

/** Lengths the API accepts; the forms use the same schemas, so both say the same thing. */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_TEXT_LENGTH = 2000;
export const MAX_SHORT_TEXT_LENGTH = 200;

/**
 * Control characters are never typed on purpose, PostgreSQL refuses NUL in text (a 500 instead of a
 * clear 400), ESC starts a terminal escape sequence, and U+0001 separates the parts of a flat's sort
 * key (domain/natural-sort.ts).
 */
const CONTROL_CHARACTERS = /\p{Cc}/u;
/** The same, but line breaks and tabs, which a multi-line field (an address) holds. */
const CONTROL_CHARACTERS_BUT_LINES = /[^\P{Cc}\n\r\t]/u;

export function withoutControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

export function withoutControlCharactersButLines(value: string): boolean {
  return !CONTROL_CHARACTERS_BUT_LINES.test(value);
}

/** 'the business name' → 'The business name', for a message that starts with a field's label. */
export function capitalized(label: string): string {
  return `${label[0]?.toUpperCase() ?? ''}${label.slice(1)}`;
}

/**
 * Every text a request takes starts here: a string that refuses control characters with
 * "<Label> cannot contain control characters" (`lines` lets line breaks and tabs through, for a
 * multi-line field). Chain trim, min and max as the field needs. Only a field whose format already
 * excludes them (an e-mail, a UUID, an enum, digits, a date) may do without; server/test/request-text.test.ts
 * sends NUL and ESC to every text field of every route to keep it so.
 */
export function text(label: string, options: { lines?: boolean; error?: string } = {}) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine(
      options.lines ? withoutControlCharactersButLines : withoutControlCharacters,
      `${capitalized(label)} cannot contain control characters`,
    );
}
