import type { BusinessRow } from '../db/schema';

/** How the business is named to its clients (messages, file names): its business name, else the owner's. */
export function businessNameOf(business: Pick<BusinessRow, 'business_name' | 'name'>): string {
  return business.business_name.trim() || business.name;
}

/** Online payment is set up when the business's Razorpay key and secret are both stored. */
export function takesOnlinePayments(
  business: Pick<BusinessRow, 'razorpay_key_id' | 'razorpay_secret_encrypted'>,
): boolean {
  return Boolean(business.razorpay_key_id && business.razorpay_secret_encrypted);
}
