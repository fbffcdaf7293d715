import { z } from 'zod';

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
