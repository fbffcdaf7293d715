import { z } from 'zod';
import { isValidGstin } from '../gstin';
import { withoutControlCharactersButLines } from './limits';
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
  userProfile: ZProfile,
});
export type TAuthResult = z.infer<typeof ZAuthResult>;

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}` })
    .trim()
    .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} must be at most ${max} characters`)
    .refine(
      withoutControlCharactersButLines,
      `${label[0]?.toUpperCase()}${label.slice(1)} cannot contain control characters`,
    );
const required = (label: string, max: number) => text(label, max).min(1, `Please enter ${label}`);

/** Write-only credentials: a string sets it, null clears it, leaving it out keeps what is stored. */
const writeOnlySecret = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter ${label}`)
    .max(500, `${label[0]?.toUpperCase()}${label.slice(1)} is too long`)
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
  phoneNumber: required('a phone number', 30),
  businessName: required('the business name', 100),
  contactAddress: required('the contact address', 500),
  website: text('the website', 200).optional(),
  gstno: text('the GST number', 15)
    .transform((value) => value.toUpperCase())
    .refine(
      (value) => value === '' || isValidGstin(value),
      'Please enter a valid GSTIN (e.g. 27AAPFU0939F1ZV)',
    )
    .optional(),
  upiId: text('the UPI ID', 320)
    .refine(
      (value) => value === '' || UPI_ID_PATTERN.test(value),
      'Please enter a valid UPI ID (e.g. society@okhdfcbank)',
    )
    .optional(),
  paymentDetails: text('the payment details', 2000).optional(),
  logo: text('the logo', 300)
    .refine((value) => value === '' || UPLOAD_PATH_PATTERN.test(value), 'Please upload the logo again')
    .optional(),
  razorpayKey: text('the Razorpay key', 60)
    .refine(
      (value) => value === '' || RAZORPAY_KEY_PATTERN.test(value),
      'Please enter a valid Razorpay key id (rzp_live_… or rzp_test_…)',
    )
    .optional(),
  razorpaySecret: writeOnlySecret('the Razorpay key secret'),
  razorpayWebhookSecret: writeOnlySecret('the Razorpay webhook secret'),
  token: writeOnlySecret('the WhatsApp access token'),
  whatsappPhoneNumberId: text('the WhatsApp phone number id', 40)
    .refine(
      (value) => value === '' || WHATSAPP_PHONE_NUMBER_ID_PATTERN.test(value),
      WHATSAPP_PHONE_NUMBER_ID_MESSAGE,
    )
    .optional(),
  whatsappTemplate: text('the WhatsApp template name', 100).optional(),
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
