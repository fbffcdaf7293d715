import { randomBytes } from 'node:crypto';
import type { DbTransaction, Executor } from '../../db/schema';
import { inSlices } from '../../db/slices';
import { hashLinkToken } from '../../security/link-tokens';
import { decryptSecret, encryptSecret } from '../../security/secret-box';

/** 24 random bytes (192 bits), URL-safe: as hard to guess as a password, short enough for a WhatsApp message. */
function newMemberToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The links messages carry of these flats (customer id → token); a flat without one yet is left out. */
async function findSealedTokens(
  db: Executor,
  appSecret: string,
  businessId: string,
  customerIds: string[],
): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  await inSlices(customerIds, async (slice) => {
    const rows = await db
      .selectFrom('member_links')
      .select(['customer_id', 'token_sealed'])
      .where('business_id', '=', businessId)
      .where('customer_id', 'in', slice)
      .where('token_sealed', 'is not', null)
      .execute();
    for (const row of rows)
      if (row.token_sealed) tokens.set(row.customer_id, decryptSecret(appSecret, row.token_sealed));
  });
  return tokens;
}

async function insertMemberLinks(
  db: Executor,
  appSecret: string,
  businessId: string,
  customerIds: string[],
  now: Date,
): Promise<void> {
  await inSlices(customerIds, (slice) =>
    db
      .insertInto('member_links')
      .values(
        slice.map((customerId) => {
          const token = newMemberToken();
          return {
            token_hash: hashLinkToken(token),
            business_id: businessId,
            customer_id: customerId,
            token_sealed: encryptSecret(appSecret, token),
            issued_at: now.toISOString(),
          };
        }),
      )
      // A flat has one sealed link: two messages at once end with the one written first.
      .onConflict((conflict) => conflict.doNothing())
      .execute(),
  );
}

/**
 * The member link token of each flat (customer id → token), issued for those that have none yet:
 * a billing run's thousands of messages take two reads and one write.
 */
export async function memberLinkTokensOf(
  db: Executor,
  appSecret: string,
  businessId: string,
  customerIds: string[],
  now: Date,
): Promise<Map<string, string>> {
  const flats = [...new Set(customerIds)];
  const tokens = await findSealedTokens(db, appSecret, businessId, flats);
  const missing = flats.filter((customerId) => !tokens.has(customerId));
  if (missing.length === 0) return tokens;
  await insertMemberLinks(db, appSecret, businessId, missing, now);
  for (const [customerId, token] of await findSealedTokens(db, appSecret, businessId, missing))
    tokens.set(customerId, token);
  return tokens;
}

/** The flat's member link token, issued the first time a message or the owner needs it. */
export async function memberLinkTokenOf(
  db: Executor,
  appSecret: string,
  businessId: string,
  customerId: string,
  now: Date,
): Promise<string> {
  return (await memberLinkTokensOf(db, appSecret, businessId, [customerId], now)).get(customerId) ?? '';
}

/** The flat's link that messages carry, if it has one yet (a read: the public pages never make one). */
export async function findMemberLinkToken(
  db: Executor,
  appSecret: string,
  businessId: string,
  customerId: string,
): Promise<string | null> {
  return (await findSealedTokens(db, appSecret, businessId, [customerId])).get(customerId) ?? null;
}

/** Every link of the flat stops opening; answers how many there were. */
export async function revokeMemberLinks(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<number> {
  const deleted = await db
    .deleteFrom('member_links')
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** A new link for the flat; every earlier one stops opening. */
export async function reissueMemberLink(
  trx: DbTransaction,
  appSecret: string,
  businessId: string,
  customerId: string,
  now: Date,
): Promise<string> {
  await revokeMemberLinks(trx, businessId, customerId);
  return memberLinkTokenOf(trx, appSecret, businessId, customerId, now);
}

/** The flat a member link opens; undefined for a token nobody was given or one revoked. */
export async function flatOfMemberLink(
  db: Executor,
  token: string,
): Promise<{ businessId: string; customerId: string } | undefined> {
  const row = await db
    .selectFrom('member_links')
    .select(['business_id', 'customer_id'])
    .where('token_hash', '=', hashLinkToken(token))
    .executeTakeFirst();
  return row && { businessId: row.business_id, customerId: row.customer_id };
}
