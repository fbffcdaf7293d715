import { todayIn } from '@domain/dates';
import { sql } from 'kysely';
import type { AppInstance } from '../../server/app-context';
import type { BusinessRow } from '../../server/db/schema';
import { insertUser } from '../../server/features/auth/users.repository';
import { hashPassword } from '../../server/security/passwords';
import { insertBusinessForOwner } from '../../server/tenancy/tenants.repository';
import { seedInvoices } from './invoice-seed';

/** The largest business, as the invoice benchmarks seed it. */
export const LARGEST = { invoices: 20_000, customers: 500, months: 24 };
/** Every other business: a small society billed monthly for a year. */
export const SMALL = { invoices: 40, customers: 30, months: 12 };
const PASSWORD = 'load bench password';
/** Sign-ins at once: argon2 runs on libuv's four threads, more would only queue. */
const SIGN_INS_AT_ONCE = 8;

/** What the load needs of a business to make valid requests for it. */
export type LoadBusiness = {
  isLargest: boolean;
  ownerId: string;
  token: string;
  /** Today in the business's zone: a payment dated later is refused. */
  today: string;
  customerIds: string[];
  invoiceIds: string[];
  /** Unpaid when seeded: each owes far more than the few payments of ₹100 a run records on it. */
  unpaidInvoiceIds: string[];
};

/**
 * Seeds `count` businesses straight into the database: the bench app's own business (`largest`,
 * signed up through the API) with 20,000 invoices, and `count - 1` owners inserted by the product's
 * own repository functions, each with a small society. Every owner but the first then signs in
 * through the API (in process, each from an address of its own, as separate people would, so the
 * sign-in limits per address never step in); the first keeps its sign-up's session.
 */
export async function seedLoad(
  app: AppInstance,
  largest: { business: BusinessRow; ownerId: string; token: string },
  count: number,
): Promise<LoadBusiness[]> {
  const db = app.database.db;
  const now = new Date();
  // The largest first, with fresh PostgreSQL statistics, so the small ones' foreign-key checks are
  // planned against a table that has some (see invoice-seed.ts); their own ANALYZE would take minutes.
  const seeded = [
    { business: largest.business, ...(await seedInvoices(app, largest.business, { ...LARGEST, now })) },
  ];

  const passwordHash = await hashPassword(PASSWORD);
  const owners = await db.transaction().execute(async (trx) => {
    const made: { email: string; businessId: string }[] = [];
    for (let index = 1; index < count; index += 1) {
      const email = `load-${index}-${now.getTime()}@example.test`;
      const user = await insertUser(trx, {
        email,
        firstName: 'Owner',
        lastName: String(index),
        passwordHash,
      });
      if (!user) throw new Error(`${email} exists`);
      // No "new sign-in" e-mail for the sign-ins below: the outbox would only collect them.
      await trx.updateTable('users').set({ sign_in_alerts: 0 }).where('id', '=', user.id).execute();
      const business = await insertBusinessForOwner(trx, {
        userId: user.id,
        name: `Society ${index}`,
        email,
      });
      made.push({ email, businessId: business.id });
    }
    return made;
  });
  for (const owner of owners) {
    const business = await db
      .selectFrom('businesses')
      .selectAll()
      .where('id', '=', owner.businessId)
      .executeTakeFirstOrThrow();
    seeded.push({ business, ...(await seedInvoices(app, business, { ...SMALL, now, analyze: false })) });
  }
  if (app.database.dialect === 'postgres') await sql`analyze`.execute(db);

  const tokens = [{ ownerId: largest.ownerId, token: largest.token }];
  for (let start = 0; start < owners.length; start += SIGN_INS_AT_ONCE) {
    const batch = owners.slice(start, start + SIGN_INS_AT_ONCE);
    tokens.push(
      ...(await Promise.all(batch.map((owner, offset) => signIn(app, owner.email, start + offset)))),
    );
  }

  return Promise.all(
    seeded.map(async ({ business, invoices }, index) => {
      const customers = await db
        .selectFrom('customers')
        .select('id')
        .where('business_id', '=', business.id)
        .execute();
      const session = tokens[index];
      if (!session) throw new Error(`no session for business ${index}`);
      return {
        isLargest: index === 0,
        ...session,
        today: todayIn(business.time_zone, now),
        customerIds: customers.map((customer) => customer.id),
        invoiceIds: invoices.map((invoice) => invoice.id),
        unpaidInvoiceIds: invoices
          .filter((invoice) => invoice.status === 'Unpaid')
          .map((invoice) => invoice.id),
      };
    }),
  );
}

async function signIn(
  app: AppInstance,
  email: string,
  index: number,
): Promise<{ ownerId: string; token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/users/signin',
    payload: { email, password: PASSWORD },
    remoteAddress: `10.${100 + Math.floor(index / 250)}.${index % 250}.1`,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${response.statusCode}`);
  const { token, result } = response.json() as { token: string; result: { _id: string } };
  return { ownerId: result._id, token };
}
