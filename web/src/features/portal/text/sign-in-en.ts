import { MEMBER_CODE_NOT_VALID_MESSAGE, MEMBER_CODE_SENT_MESSAGE } from '@domain/api/public-pages';

/** The member's sign-in by a code in English: the catalogue sign-in-hi.ts repeats key for key. */
export const SIGN_IN_EN = {
  title: 'Open your flat’s account',
  intro: 'Enter the e-mail address your society has for your flat. We send you a 6-digit code.',
  email: 'E-mail address',
  sendCode: 'Send code',
  sending: 'Sending…',
  sent: MEMBER_CODE_SENT_MESSAGE,
  codeNotValid: MEMBER_CODE_NOT_VALID_MESSAGE,
  code: 'Code from the e-mail',
  open: 'Open my account',
  opening: 'Opening…',
  otherAddress: 'Use another address',
  yourFlats: 'Your flats',
  noFlats: 'This address is on no flat’s account any more. Please ask your society.',
  emailMissing: 'Please enter your e-mail address.',
  codeMissing: 'Please enter the 6-digit code.',
  withCode: 'Open it with a code sent to your e-mail',
};

export type SignInText = typeof SIGN_IN_EN;
