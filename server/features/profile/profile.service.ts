import { normalizeEmail } from '@domain/api/auth';
import type { TProfile, TProfileInput, TPublicProfile } from '@domain/api/profile';
import type { ServiceContext } from '../../app-context';
import { type Caller, namesCaller } from '../../caller';
import { AppError } from '../../errors';
import { encryptSecret } from '../../security/secret-box';
import { type FieldChanges, fieldChanges, recordChangeBy } from '../audit';
import { assertOwnLogo } from '../uploads';
import { findProfile, findPublicProfile, type ProfileChanges, updateProfile } from './profile.repository';

const PROFILE_NOT_FOUND = 'Profile not found';

export async function profileOf(context: ServiceContext, caller: Caller): Promise<TProfile> {
  const profile = await findProfile(context.db, { businessId: caller.business.id }, caller.user.isEnabled);
  if (!profile) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  return profile;
}

/** The profile of a business, as a session's answer carries it. */
export async function businessProfileOf(
  context: ServiceContext,
  businessId: string,
  isEnabled: boolean,
): Promise<TProfile | undefined> {
  return findProfile(context.db, { businessId }, isEnabled);
}

/** Ids in paths and queries are accepted for compatibility, but must be the caller's own. */
export function assertOwnProfileId(caller: Caller, id: string): void {
  if (id !== caller.business.id) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
}

export function assertOwnUserId(caller: Caller, userId: string | undefined): void {
  if (userId && !namesCaller(caller, userId))
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

/** The profile's fields the trail keeps as they read; the credentials only as changed or not. */
const AUDITED_FIELDS = [
  'name',
  'email',
  'phoneNumber',
  'businessName',
  'contactAddress',
  'website',
  'gstno',
  'state',
  'upiId',
  'paymentDetails',
  'logo',
  'razorpayKey',
  'whatsappPhoneNumberId',
  'whatsappTemplate',
] as const;
const SECRETS = [
  ['razorpaySecret', 'razorpaySecretSet'],
  ['razorpayWebhookSecret', 'razorpayWebhookSecretSet'],
  ['token', 'tokenSet'],
] as const;

/** What a profile save changed, for the trail: a credential sent is "changed" (or "not set"), never its text. */
function profileChanges(before: TProfile, after: TProfile, input: Partial<TProfileInput>): FieldChanges {
  const changes = fieldChanges(before, after, AUDITED_FIELDS);
  for (const [field, isSet] of SECRETS) {
    const sent = input[field];
    if (sent === undefined) continue;
    changes[field] = {
      before: before[isSet] ? 'set' : 'not set',
      after: sent === null ? 'not set' : 'changed',
    };
  }
  return changes;
}

export async function saveProfile(
  context: ServiceContext,
  caller: Caller,
  input: Partial<TProfileInput>,
): Promise<TProfile> {
  await assertOwnLogo(context, caller, input.logo);
  const businessId = caller.business.id;
  return context.db.transaction().execute(async (trx) => {
    const before = await findProfile(trx, { businessId }, caller.user.isEnabled);
    if (!before) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
    const after = await updateProfile(
      trx,
      businessId,
      changesOf(context.config.appSecret, input),
      caller.user.isEnabled,
    );
    const changes = profileChanges(before, after, input);
    await recordChangeBy(
      trx,
      caller,
      { entity: 'settings', entityId: 'profile', action: 'edit', changes },
      context.clock(),
    );
    return after;
  });
}

export async function publicProfileOf(context: ServiceContext, ownerUserId: string): Promise<TPublicProfile> {
  const profile = await findPublicProfile(context.db, ownerUserId);
  if (!profile) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  return profile;
}
