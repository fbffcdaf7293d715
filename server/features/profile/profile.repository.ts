import { type TProfile, type TPublicProfile, ZPublicProfile } from '@domain/api/profile';
import type { Updateable } from 'kysely';
import type { BusinessesTable, BusinessRow, Executor } from '../../db/schema';

/**
 * What a profile edit writes, in the stored form: optional texts as null when cleared, the e-mail
 * normalised and the credentials sealed by the service. A field left out stays as stored.
 */
export type ProfileChanges = Partial<{
  name: string;
  email: string;
  phoneNumber: string;
  businessName: string;
  contactAddress: string;
  website: string;
  gstin: string | null;
  stateCode: string | null;
  upiId: string | null;
  paymentDetails: string;
  logo: string | null;
  razorpayKeyId: string | null;
  razorpaySecretSealed: string | null;
  razorpayWebhookSecretSealed: string | null;
  whatsAppTokenSealed: string | null;
  whatsAppPhoneNumberId: string | null;
  whatsAppTemplate: string | null;
}>;

function profileOfRow(row: BusinessRow, isEnabled: boolean): TProfile {
  return {
    _id: row.id,
    userId: row.owner_user_id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    businessName: row.business_name,
    contactAddress: row.contact_address,
    website: row.website,
    gstno: row.gstin ?? '',
    state: row.state_code ?? '',
    upiId: row.upi_id ?? '',
    paymentDetails: row.payment_details,
    logo: row.logo_url ?? '',
    razorpayKey: row.razorpay_key_id ?? '',
    razorpaySecretSet: row.razorpay_secret_encrypted !== null,
    razorpayWebhookSecretSet: row.razorpay_webhook_secret_encrypted !== null,
    tokenSet: row.whatsapp_token_encrypted !== null,
    whatsappPhoneNumberId: row.whatsapp_phone_number_id ?? '',
    whatsappTemplate: row.whatsapp_template ?? '',
    isEnabled,
  };
}

function columnsOf(changes: ProfileChanges): Updateable<BusinessesTable> {
  const columns = {
    name: changes.name,
    email: changes.email,
    phone_number: changes.phoneNumber,
    business_name: changes.businessName,
    contact_address: changes.contactAddress,
    website: changes.website,
    gstin: changes.gstin,
    state_code: changes.stateCode,
    upi_id: changes.upiId,
    payment_details: changes.paymentDetails,
    logo_url: changes.logo,
    razorpay_key_id: changes.razorpayKeyId,
    razorpay_secret_encrypted: changes.razorpaySecretSealed,
    razorpay_webhook_secret_encrypted: changes.razorpayWebhookSecretSealed,
    whatsapp_token_encrypted: changes.whatsAppTokenSealed,
    whatsapp_phone_number_id: changes.whatsAppPhoneNumberId,
    whatsapp_template: changes.whatsAppTemplate,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The profile of a business, by its id or by its owner's. */
export async function findProfile(
  db: Executor,
  key: { businessId: string } | { ownerUserId: string },
  isEnabled: boolean,
): Promise<TProfile | undefined> {
  const query = db.selectFrom('businesses').selectAll();
  const row = await ('businessId' in key
    ? query.where('id', '=', key.businessId)
    : query.where('owner_user_id', '=', key.ownerUserId)
  ).executeTakeFirst();
  return row && profileOfRow(row, isEnabled);
}

/** The public fields, picked by the contract from the one row mapping. */
export async function findPublicProfile(
  db: Executor,
  ownerUserId: string,
): Promise<TPublicProfile | undefined> {
  const profile = await findProfile(db, { ownerUserId }, true);
  return profile && ZPublicProfile.parse(profile);
}

export async function updateProfile(
  db: Executor,
  businessId: string,
  changes: ProfileChanges,
  isEnabled: boolean,
): Promise<TProfile> {
  const row = await db
    .updateTable('businesses')
    .set({ ...columnsOf(changes), updated_at: new Date().toISOString() })
    .where('id', '=', businessId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return profileOfRow(row, isEnabled);
}
