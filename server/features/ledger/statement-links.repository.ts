import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/schema';

/** 24 random bytes, URL-safe: as hard to guess as a password, short enough for a WhatsApp message. */
export function newStatementToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The flat's statement token, made (and its ledger account with it) the first time it is asked for,
 * read after that; two requests at once end with the same token, the first one written.
 */
export async function statementTokenOf(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<string> {
  const now = new Date().toISOString();
  await db
    .insertInto('ledger_accounts')
    .values({ business_id: businessId, customer_id: customerId, opening_as_of: null, updated_at: now })
    .onConflict((conflict) => conflict.columns(['business_id', 'customer_id']).doNothing())
    .execute();
  await db
    .updateTable('ledger_accounts')
    .set({ statement_token: newStatementToken() })
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where('statement_token', 'is', null)
    .execute();
  return (await findStatementToken(db, businessId, customerId)) ?? '';
}

/** The flat's statement token, if it has one yet (a read: the public invoice page never makes one). */
export async function findStatementToken(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('statement_token')
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.statement_token ?? null;
}

/** The flat a statement token belongs to; undefined for a token nobody was given. */
export async function flatOfStatementToken(
  db: Executor,
  token: string,
): Promise<{ businessId: string; customerId: string } | undefined> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(['business_id', 'customer_id'])
    .where('statement_token', '=', token)
    .executeTakeFirst();
  return row && { businessId: row.business_id, customerId: row.customer_id };
}
