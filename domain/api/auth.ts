import { z } from 'zod';
import {
  capitalized,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  text,
} from './limits';

/** E-mails are compared case-insensitively: the server stores and looks them up in this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const ZEmail = z
  .string({ error: 'Please enter email address' })
  .trim()
  .min(1, 'Please enter email address')
  .max(MAX_EMAIL_LENGTH, `Email address must be at most ${MAX_EMAIL_LENGTH} characters`)
  .pipe(z.email('Please enter a valid email address'));

/** A person's first or last name. */
export const ZPersonName = (label: string) =>
  text(label, { error: `Please enter your ${label}` })
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(MAX_NAME_LENGTH, `${capitalized(label)} must be at most ${MAX_NAME_LENGTH} characters`);

/**
 * A password being set. Control characters are refused here only: a sign-in password is compared
 * with the stored hash and never stored, so one set before this rule still signs in.
 */
export const ZNewPassword = text('password', { error: 'Please enter a password' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

const ZPasswordPair = z.object({ password: ZNewPassword, confirmPassword: z.string() });

/**
 * A form that sets a password and repeats it: the two must match, checked as soon as both passwords
 * are there, even while another field still has a mistake.
 */
export function withRepeatedPassword<Schema extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: Schema,
): Schema {
  return schema.refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    when: (payload) => ZPasswordPair.safeParse(payload.value).success,
  });
}

export const ZRepeatedPassword = z.string({ error: 'Please repeat the password' }).max(MAX_PASSWORD_LENGTH);

export const ZSignup = withRepeatedPassword(
  z.strictObject({
    firstName: ZPersonName('first name'),
    lastName: ZPersonName('last name'),
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: ZRepeatedPassword,
  }),
);
export type TSignup = z.infer<typeof ZSignup>;

export const ZSignin = z.strictObject({
  email: ZEmail,
  /** Any characters: only hashed and compared, never stored; a wrong one is "Invalid email or password". */
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type TSignin = z.infer<typeof ZSignin>;

export const ZForgot = z.strictObject({ email: ZEmail });
export type TForgot = z.infer<typeof ZForgot>;

export const ZReset = z.strictObject({
  password: ZNewPassword,
  /** The link's token is base64url: anything else is not one of ours. */
  token: z
    .string({ error: 'The reset link is invalid' })
    .min(1, 'The reset link is invalid')
    .max(200, 'The reset link is invalid')
    .regex(/^[\w-]+$/, 'The reset link is invalid'),
});
export type TReset = z.infer<typeof ZReset>;

export const FORGOT_MESSAGE =
  'A password reset link has been sent to your email. Please follow the link to reset your password';
