import { DEFAULT_DUE_DAY, type TBillingSettings } from '@domain/api/billing-runs';
import type { Executor } from '../../db/schema';

/** The business's billing settings; the defaults (due on the 15th, nothing prepared) until it saves its own. */
export async function findBillingSettings(db: Executor, businessId: string): Promise<TBillingSettings> {
  const row = await db
    .selectFrom('billing_settings')
    .select(['due_day', 'repeat_day', 'send_receipts', 'member_language'])
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row
    ? {
        dueDay: Number(row.due_day),
        repeatDay: row.repeat_day === null ? null : Number(row.repeat_day),
        sendReceipts: Number(row.send_receipts) === 1,
        memberLanguage: row.member_language,
      }
    : { dueDay: DEFAULT_DUE_DAY, repeatDay: null, sendReceipts: true, memberLanguage: 'en' };
}

export async function saveBillingSettings(
  db: Executor,
  businessId: string,
  settings: TBillingSettings,
  now: string,
): Promise<void> {
  const values = {
    due_day: settings.dueDay,
    repeat_day: settings.repeatDay,
    send_receipts: settings.sendReceipts ? 1 : 0,
    member_language: settings.memberLanguage,
    updated_at: now,
  } as const;
  await db
    .insertInto('billing_settings')
    .values({ business_id: businessId, ...values })
    .onConflict((conflict) => conflict.column('business_id').doUpdateSet(values))
    .execute();
}

/** The businesses that have the server prepare their runs, with the day, their zone and their owner's e-mail. */
export async function findRepeatingBusinesses(db: Executor) {
  const rows = await db
    .selectFrom('billing_settings')
    .innerJoin('businesses', 'businesses.id', 'billing_settings.business_id')
    .innerJoin('users', 'users.id', 'businesses.owner_user_id')
    .select([
      'businesses.id',
      'businesses.time_zone',
      'businesses.business_name',
      'users.email',
      'billing_settings.repeat_day',
      'billing_settings.due_day',
    ])
    .where('billing_settings.repeat_day', 'is not', null)
    .execute();
  return rows.map((row) => ({
    businessId: row.id,
    timeZone: row.time_zone,
    businessName: row.business_name,
    ownerEmail: row.email,
    repeatDay: Number(row.repeat_day),
    dueDay: Number(row.due_day),
  }));
}
