import { randomUUID } from 'node:crypto';
import { type TProfile, type TPublicProfile, ZPublicProfile } from '../../../domain/api/profile';
import type { BusinessRow, Executor } from '../../db/schema';

export async function findBusinessByOwner(db: Executor, userId: string): Promise<BusinessRow | undefined> {
  return db.selectFrom('businesses').selectAll().where('owner_user_id', '=', userId).executeTakeFirst();
}

/** Every account has its business from the start, so tenant data always has an owner. */
export async function insertBusinessForOwner(
  db: Executor,
  owner: { userId: string; name: string; email: string },
): Promise<BusinessRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('businesses')
    .values({
      id: randomUUID(),
      owner_user_id: owner.userId,
      name: owner.name,
      email: owner.email,
      business_name: '',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function businessRowToProfile(row: BusinessRow, isEnabled: boolean): TProfile {
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

export async function findBusinessById(db: Executor, businessId: string): Promise<BusinessRow | undefined> {
  return db.selectFrom('businesses').selectAll().where('id', '=', businessId).executeTakeFirst();
}

export type BusinessChanges = Partial<
  Omit<BusinessRow, 'id' | 'owner_user_id' | 'created_at' | 'updated_at' | 'invoice_counter' | 'time_zone'>
>;

export async function updateBusiness(
  db: Executor,
  businessId: string,
  changes: BusinessChanges,
): Promise<BusinessRow> {
  return db
    .updateTable('businesses')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', businessId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The public fields, picked by the contract from the one row mapping. */
export function businessRowToPublicProfile(row: BusinessRow): TPublicProfile {
  return ZPublicProfile.parse(businessRowToProfile(row, true));
}
