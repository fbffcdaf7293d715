import { normalizeEmail } from '../../../domain/api/auth';
import type { TProfile, TProfileInput, TPublicProfile } from '../../../domain/api/profile';
import type { AppInstance } from '../../app-context';
import { AppError } from '../../errors';
import type { Caller } from '../../plugins/authenticate';
import { encryptSecret } from '../../security/secret-box';
import { assertOwnLogo } from '../uploads/uploads.service';
import {
  type BusinessChanges,
  businessRowToProfile,
  businessRowToPublicProfile,
  findBusinessByOwner,
  updateBusiness,
} from './profile.repository';

export const PROFILE_NOT_FOUND = 'Profile not found';

export function profileOf(caller: Caller): TProfile {
  return businessRowToProfile(caller.businessRow, caller.user.isEnabled);
}

/** Ids in paths and queries are accepted for compatibility, but must be the caller's own. */
export function assertOwnProfileId(caller: Caller, id: string): void {
  if (id !== caller.business.id) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
}

export function assertOwnUserId(caller: Caller, userId: string | undefined): void {
  if (userId && userId !== caller.user.id)
    throw new AppError('FORBIDDEN', 'You can only see your own profile');
}

function sealed(appSecret: string, value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : encryptSecret(appSecret, value);
}

/** An optional text left out stays as stored; sent empty, it is cleared. */
function emptyAsNull(value: string | undefined): string | null | undefined {
  return value === undefined ? undefined : value || null;
}

function toChanges(appSecret: string, input: Partial<TProfileInput>): BusinessChanges {
  const changes: BusinessChanges = {
    name: input.name,
    email: input.email === undefined ? undefined : normalizeEmail(input.email),
    phone_number: input.phoneNumber,
    business_name: input.businessName,
    contact_address: input.contactAddress,
    website: input.website,
    gstin: emptyAsNull(input.gstno),
    upi_id: emptyAsNull(input.upiId),
    payment_details: input.paymentDetails,
    logo_url: emptyAsNull(input.logo),
    razorpay_key_id: emptyAsNull(input.razorpayKey),
    razorpay_secret_encrypted: sealed(appSecret, input.razorpaySecret),
    razorpay_webhook_secret_encrypted: sealed(appSecret, input.razorpayWebhookSecret),
    whatsapp_token_encrypted: sealed(appSecret, input.token),
    whatsapp_phone_number_id: emptyAsNull(input.whatsappPhoneNumberId),
    whatsapp_template: emptyAsNull(input.whatsappTemplate),
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as BusinessChanges;
}

export async function saveProfile(
  app: AppInstance,
  caller: Caller,
  input: Partial<TProfileInput>,
): Promise<TProfile> {
  await assertOwnLogo(app, caller, input.logo);
  const row = await updateBusiness(
    app.database.db,
    caller.business.id,
    toChanges(app.config.appSecret, input),
  );
  return businessRowToProfile(row, caller.user.isEnabled);
}

export async function publicProfileOf(app: AppInstance, ownerUserId: string): Promise<TPublicProfile> {
  const row = await findBusinessByOwner(app.database.db, ownerUserId);
  if (!row) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  return businessRowToPublicProfile(row);
}
