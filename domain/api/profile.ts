import { z } from 'zod';
import { isGstStateCode } from '../gst-states';
import { isValidGstin } from '../gstin';
import { toWebsite, WEBSITE_MESSAGE, ZPhoneNumber } from './contact';
import { capitalized, text } from './limits';
import { ZMemberBusiness, ZRole } from './team';
import { UPLOAD_PATH_PATTERN } from './uploads';

/** The business profile as the API answers it: secrets only as "is it set" flags. */
export const ZProfile = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  businessName: z.string(),
  contactAddress: z.string(),
  website: z.string(),
  gstno: z.string(),
  /** The GST state code chosen for a business without a GSTIN ('' for none); a GSTIN's own state wins. */
  state: z.string(),
  upiId: z.string(),
  paymentDetails: z.string(),
  logo: z.string(),
  razorpayKey: z.string(),
  razorpaySecretSet: z.boolean(),
  razorpayWebhookSecretSet: z.boolean(),
  tokenSet: z.boolean(),
  whatsappPhoneNumberId: z.string(),
  whatsappTemplate: z.string(),
  isEnabled: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZAuthResult = z.object({
  result: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  token: z.string(),
  /** The business the session acts for. */
  userProfile: ZProfile,
  /** The signed-in person's role in it. */
  role: ZRole,
  /** Every business they may switch to, that one included. */
  businesses: z.array(ZMemberBusiness),
});
export type TAuthResult = z.infer<typeof ZAuthResult>;

/** A text of the profile: one line, or several with `lines` (an address, bank details). */
const field = (label: string, max: number, options: { lines?: boolean } = {}) =>
  text(label, { error: `Please enter ${label}`, ...options })
    .trim()
    .max(max, `${capitalized(label)} must be at most ${max} characters`);
const required = (label: string, max: number, options: { lines?: boolean } = {}) =>
  field(label, max, options).min(1, `Please enter ${label}`);

/** Write-only credentials: a string sets it, null clears it, leaving it out keeps what is stored. */
const writeOnlySecret = (label: string) =>
  text(label)
    .trim()
    .min(1, `Please enter ${label}`)
    .max(500, `${capitalized(label)} is too long`)
    .nullable()
    .optional();

export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,64}$/;
export const RAZORPAY_KEY_PATTERN = /^rzp_(test|live)_[A-Za-z0-9]{6,40}$/;
/** Meta's phone number id, a number: it goes into the Graph API's path, so nothing else may. */
export const WHATSAPP_PHONE_NUMBER_ID_PATTERN = /^\d{5,20}$/;
export const WHATSAPP_PHONE_NUMBER_ID_MESSAGE =
  'Please enter the WhatsApp phone number id as WhatsApp Manager shows it: 5 to 20 digits';

export const ZProfileInput = z.strictObject({
  name: required('your name', 100),
  email: z.email('Please enter a valid email address').max(254),
  phoneNumber: z
    .string({ error: 'Please enter a phone number' })
    .trim()
    .min(1, 'Please enter a phone number')
    .pipe(ZPhoneNumber),
  businessName: required('the business name', 100),
  contactAddress: required('the contact address', 500, { lines: true }),
  /** Stored with https:// in front when typed without a scheme; '' clears it. */
  website: field('the website', 200)
    .refine((value) => value === '' || toWebsite(value) !== null, WEBSITE_MESSAGE)
    .transform((value) => (value === '' ? '' : (toWebsite(value) ?? value)))
    .optional(),
  gstno: field('the GST number', 15)
    .transform((value) => value.toUpperCase())
    .refine(
      (value) => value === '' || isValidGstin(value),
      'Please enter a valid GSTIN (e.g. 27AAPFU0939F1ZV)',
    )
    .optional(),
  state: field('the state', 2)
    .refine((value) => value === '' || isGstStateCode(value), 'Please choose the state from the list')
    .optional(),
  upiId: field('the UPI ID', 320)
    .refine(
      (value) => value === '' || UPI_ID_PATTERN.test(value),
      'Please enter a valid UPI ID (e.g. society@okhdfcbank)',
    )
    .optional(),
  paymentDetails: field('the payment details', 2000, { lines: true }).optional(),
  logo: field('the logo', 300)
    .refine((value) => value === '' || UPLOAD_PATH_PATTERN.test(value), 'Please upload the logo again')
    .optional(),
  razorpayKey: field('the Razorpay key', 60)
    .refine(
      (value) => value === '' || RAZORPAY_KEY_PATTERN.test(value),
      'Please enter a valid Razorpay key id (rzp_live_… or rzp_test_…)',
    )
    .optional(),
  razorpaySecret: writeOnlySecret('the Razorpay key secret'),
  razorpayWebhookSecret: writeOnlySecret('the Razorpay webhook secret'),
  token: writeOnlySecret('the WhatsApp access token'),
  whatsappPhoneNumberId: field('the WhatsApp phone number id', 40)
    .refine(
      (value) => value === '' || WHATSAPP_PHONE_NUMBER_ID_PATTERN.test(value),
      WHATSAPP_PHONE_NUMBER_ID_MESSAGE,
    )
    .optional(),
  whatsappTemplate: field('the WhatsApp template name', 100).optional(),
});
export type TProfileInput = z.infer<typeof ZProfileInput>;

/** What anyone may see of a business: what a tax invoice must show. */
export const ZPublicProfile = ZProfile.pick({
  businessName: true,
  name: true,
  email: true,
  phoneNumber: true,
  contactAddress: true,
  website: true,
  gstno: true,
  logo: true,
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
