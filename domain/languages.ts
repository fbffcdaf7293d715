/** The languages members' pages and messages speak; owner pages are in English. */
export const MEMBER_LANGUAGES = ['en', 'hi'] as const;
export type MemberLanguage = (typeof MEMBER_LANGUAGES)[number];

/** Each language named in itself, as a switch offers it. */
export const LANGUAGE_NAMES: Record<MemberLanguage, string> = { en: 'English', hi: 'हिन्दी' };

/** The locale numbers and dates are written in: both group the Indian way (1,23,456.00). */
export const LANGUAGE_LOCALES: Record<MemberLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isMemberLanguage(value: unknown): value is MemberLanguage {
  return typeof value === 'string' && (MEMBER_LANGUAGES as readonly string[]).includes(value);
}
