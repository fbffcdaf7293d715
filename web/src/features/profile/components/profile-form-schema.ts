import { type TProfile, type TProfileInput, ZProfileInput } from '@domain/api/profile';
import { formatPhone } from '@domain/phone';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { z } from 'zod';
import type { ProfileChanges } from '../api/update-profile';

export const SECRET_FIELDS = ['razorpaySecret', 'razorpayWebhookSecret', 'token'] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];
type TextField = Exclude<keyof TProfileInput, SecretField>;

function isSecretField(field: string): field is SecretField {
  return (SECRET_FIELDS as readonly string[]).includes(field);
}

const TEXT_FIELDS = Object.keys(ZProfileInput.shape).filter(
  (field): field is TextField => !isSecretField(field),
);

/**
 * A secret box starts empty because the saved value never comes back: blank means "keep it", so only a
 * typed value meets the API's own rule (and its messages). The type stays a plain string, like the box.
 */
function secretInput(field: SecretField) {
  const apiRule = ZProfileInput.shape[field].unwrap().unwrap();
  return z.string().superRefine((value, context) => {
    if (value.trim() === '') return;
    for (const issue of apiRule.safeParse(value).error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: issue.message });
    }
  });
}

/** The API's request schema, so the form and the server give the same messages. */
export const ZProfileForm = ZProfileInput.omit({
  razorpaySecret: true,
  razorpayWebhookSecret: true,
  token: true,
}).extend({
  razorpaySecret: secretInput('razorpaySecret'),
  razorpayWebhookSecret: secretInput('razorpayWebhookSecret'),
  token: secretInput('token'),
  removeSecrets: z.object({
    razorpaySecret: z.boolean(),
    razorpayWebhookSecret: z.boolean(),
    token: z.boolean(),
  }),
});
/** What the boxes hold. The schema trims, upper-cases and completes, so what it answers has the same shape. */
export type ProfileFormValues = z.input<typeof ZProfileForm>;

/**
 * A stored value left as it is stays as stored, even one saved before the API checked the field (a
 * phone number "-12345"), so it never stops the owner saving another field; an edited one meets the
 * API's rule and messages. An empty box is always checked: a required field stays required.
 */
function storedUnlessEdited(apiRule: z.ZodType<string, string>, shown: string, stored: string) {
  return z.string().transform((value, context) => {
    if (stored !== '' && value === shown) return stored;
    const parsed = apiRule.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

/** The form's schema for one saved profile: its phone number is shown as people read it. */
export function profileFormSchema(profile: TProfile) {
  return ZProfileForm.extend({
    phoneNumber: storedUnlessEdited(
      ZProfileInput.shape.phoneNumber,
      formatPhone(profile.phoneNumber),
      profile.phoneNumber,
    ),
    website: storedUnlessEdited(
      ZProfileInput.shape.website.unwrap(),
      profile.website,
      profile.website,
    ).optional(),
  });
}

/** What each section of the form gets: the form, and the saved profile for whether secrets are set. */
export type ProfileFieldsProps = {
  control: Control<ProfileFormValues>;
  setValue: UseFormSetValue<ProfileFormValues>;
  profile: TProfile;
};

/** Two boxes side by side from the small-tablet width up, one per row on a phone. */
export const HALF_WIDTH = { xs: 12, sm: 6 };

export function profileFormDefaults(profile: TProfile): ProfileFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, profile[field]]));
  return {
    ...(texts as Record<TextField, string>),
    phoneNumber: formatPhone(profile.phoneNumber),
    razorpaySecret: '',
    razorpayWebhookSecret: '',
    token: '',
    removeSecrets: { razorpaySecret: false, razorpayWebhookSecret: false, token: false },
  };
}

/** Only what differs from the saved profile, so a save never rewrites what someone else just changed. */
export function toProfileChanges(values: ProfileFormValues, profile: TProfile): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field] ?? '';
    if (value !== profile[field]) changes[field] = value;
  }
  for (const field of SECRET_FIELDS) {
    const typed = values[field].trim();
    if (values.removeSecrets[field]) changes[field] = null;
    else if (typed) changes[field] = typed;
  }
  return changes;
}

/** The profile form's field for an API error's path, when it has one. */
export function profileFieldOf(path: string): TextField | SecretField | undefined {
  if (isSecretField(path) || (TEXT_FIELDS as string[]).includes(path)) return path as TextField | SecretField;
  return undefined;
}
