/** Lengths the API accepts; the forms use the same schemas, so both say the same thing. */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_TEXT_LENGTH = 2000;
export const MAX_SHORT_TEXT_LENGTH = 200;
