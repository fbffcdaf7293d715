import { normalizeEmail } from '@domain/api/auth';
import type { TProfile, TProfileInput, TPublicProfile } from '@domain/api/profile';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { AppError } from '../../errors';
import { encryptSecret } from '../../security/secret-box';
import { assertOwnLogo } from '../uploads';
import { findProfile, findPublicProfile, type ProfileChanges, updateProfile } from './profile.repository';

const PROFILE_NOT_FOUND = 'Profile not found';

export async function profileOf(context: ServiceContext, caller: Caller): Promise<TProfile> {
  const profile = await findProfile(context.db, { businessId: caller.business.id }, caller.user.isEnabled);
  if (!profile) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  return profile;
}

/** The profile of the business an account owns: undefined only for an account without one. */
export async function ownerProfileOf(
  context: ServiceContext,
  ownerUserId: string,
  isEnabled: boolean,
): Promise<TProfile | undefined> {
  return findProfile(context.db, { ownerUserId }, isEnabled);
}

/** Ids in paths and queries are accepted for compatibility, but must be the caller's own. */
export function assertOwnProfileId(caller: Caller, id: string): void {
  if (id !== caller.business.id) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
}

export function assertOwnUserId(caller: Caller, userId: string | undefined): void {
  if (userId && userId !== caller.user.id)
    throw new AppError('FORBIDDEN', 'You can only see your own profile');
}

/** Credentials are stored sealed, never as typed. */
function sealed(appSecret: string, value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : encryptSecret(appSecret, value);
}

/** An optional text left out stays as stored; sent empty, it is cleared. */
function emptyAsNull(value: string | undefined): string | null | undefined {
  return value === undefined ? undefined : value || null;
}

function changesOf(appSecret: string, input: Partial<TProfileInput>): ProfileChanges {
  return {
    name: input.name,
    email: input.email === undefined ? undefined : normalizeEmail(input.email),
    phoneNumber: input.phoneNumber,
    businessName: input.businessName,
    contactAddress: input.contactAddress,
    website: input.website,
    gstin: emptyAsNull(input.gstno),
    stateCode: emptyAsNull(input.state),
    upiId: emptyAsNull(input.upiId),
    paymentDetails: input.paymentDetails,
    logo: emptyAsNull(input.logo),
    razorpayKeyId: emptyAsNull(input.razorpayKey),
    razorpaySecretSealed: sealed(appSecret, input.razorpaySecret),
    razorpayWebhookSecretSealed: sealed(appSecret, input.razorpayWebhookSecret),
    whatsAppTokenSealed: sealed(appSecret, input.token),
    whatsAppPhoneNumberId: emptyAsNull(input.whatsappPhoneNumberId),
    whatsAppTemplate: emptyAsNull(input.whatsappTemplate),
  };
}

export async function saveProfile(
  context: ServiceContext,
  caller: Caller,
  input: Partial<TProfileInput>,
): Promise<TProfile> {
  await assertOwnLogo(context, caller, input.logo);
  return updateProfile(
    context.db,
    caller.business.id,
    changesOf(context.config.appSecret, input),
    caller.user.isEnabled,
  );
}

export async function publicProfileOf(context: ServiceContext, ownerUserId: string): Promise<TPublicProfile> {
  const profile = await findPublicProfile(context.db, ownerUserId);
  if (!profile) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  return profile;
}
