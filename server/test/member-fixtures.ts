import { randomUUID } from 'node:crypto';
import { addDays } from '@domain/dates';
import type { Kysely } from 'kysely';
import type { RazorpayEmulator } from '../../tools/razorpay-emulator/emulator';
import type { DB } from '../db/schema';
import { encryptSecret } from '../security/secret-box';
import { type BusinessFixture, buildBusiness, buildInvoice, type CustomerFixture } from './factories';

/** A flat's bill of one fixed ₹`rupees` maintenance line and no GST, dated ten days before `dueDate`. */
export async function buildFixedBill(db: Kysely<DB>, flat: CustomerFixture, rupees: number, dueDate: string) {
  const { invoice } = await buildInvoice(db, {
    parent: flat,
    gstRate: 0,
    items: [{ itemName: 'Maintenance', unitPrice: rupees * 100, quantity: 100, basis: 'fixed' }],
    values: { invoice_date: addDays(dueDate, -10), due_date: dueDate },
  });
  return invoice;
}

export type Merchant = BusinessFixture & { keyId: string; keySecret: string; webhookSecret: string };

/** A business with its own Razorpay account in the emulator, keys stored as the profile stores them. */
export async function buildMerchant(
  db: Kysely<DB>,
  appSecret: string,
  emulator: RazorpayEmulator,
  values: Parameters<typeof buildBusiness>[1] = {},
): Promise<Merchant> {
  const keyId = `rzp_test_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
  const keySecret = `key-secret-${randomUUID()}`;
  const webhookSecret = `webhook-secret-${randomUUID()}`;
  const tenant = await buildBusiness(db, {
    ...values,
    values: {
      ...values.values,
      razorpay_key_id: keyId,
      razorpay_secret_encrypted: encryptSecret(appSecret, keySecret),
      razorpay_webhook_secret_encrypted: encryptSecret(appSecret, webhookSecret),
    },
  });
  emulator.addAccount({ keyId, keySecret, webhookSecret });
  return { ...tenant, keyId, keySecret, webhookSecret };
}
