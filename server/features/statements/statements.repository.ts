import type { MemberLanguage } from '@domain/languages';
import type { Executor } from '../../db/schema';
import { businessNameOf } from '../../tenancy/business-settings';

/** Whose statement it is: the flat and its member, and the business that keeps the account. */
export type StatementHolder = {
  name: string;
  email: string;
  phone: string;
  block: string;
  floor: string;
  flat: string;
  businessName: string;
  timeZone: string;
  /** The language the business writes to its members in. */
  memberLanguage: MemberLanguage;
};

/** One of the business's flats with its business; undefined when the business has no such flat. */
export async function findStatementHolder(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<StatementHolder | undefined> {
  const row = await db
    .selectFrom('customers')
    .innerJoin('businesses', 'businesses.id', 'customers.business_id')
    .leftJoin('billing_settings', 'billing_settings.business_id', 'customers.business_id')
    .select([
      'customers.name',
      'customers.email',
      'customers.phone',
      'customers.block',
      'customers.floor',
      'customers.flat',
      'businesses.business_name',
      'businesses.name as owner_name',
      'businesses.time_zone',
      'billing_settings.member_language',
    ])
    .where('customers.business_id', '=', businessId)
    .where('customers.id', '=', customerId)
    .executeTakeFirst();
  return (
    row && {
      name: row.name,
      email: row.email,
      phone: row.phone,
      block: row.block,
      floor: row.floor,
      flat: row.flat,
      businessName: businessNameOf({ business_name: row.business_name, name: row.owner_name }),
      timeZone: row.time_zone,
      memberLanguage: row.member_language ?? 'en',
    }
  );
}
