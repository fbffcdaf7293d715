import { randomUUID } from 'node:crypto';
import { MEMBER_CODE_TRIES } from '@domain/api/member-codes';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import { businessNameOf } from '../../tenancy/business-settings';

export type CodeFlat = {
  businessId: string;
  customerId: string;
  society: string;
  name: string;
  block: string;
  floor: string;
  flat: string;
};

/** Every flat, in any society, whose account has this address (compared in lower case); archived ones aside. */
export async function findFlatsWithEmail(db: Executor, email: string): Promise<CodeFlat[]> {
  const rows = await db
    .selectFrom('customers')
    .innerJoin('businesses', 'businesses.id', 'customers.business_id')
    .select([
      'customers.business_id',
      'customers.id',
      'customers.name',
      'customers.block',
      'customers.floor',
      'customers.flat',
      'businesses.business_name',
      'businesses.name as owner_name',
    ])
    .where(sql<string>`lower(trim(customers.email))`, '=', email)
    .where('customers.flat', '!=', '')
    .where('customers.archived_at', 'is', null)
    .orderBy('businesses.business_name')
    .orderBy('customers.sort_key')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    businessId: row.business_id,
    customerId: row.id,
    society: businessNameOf({ business_name: row.business_name, name: row.owner_name }),
    name: row.name,
    block: row.block,
    floor: row.floor,
    flat: row.flat,
  }));
}

export async function insertCode(
  db: Executor,
  code: { emailHash: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insertInto('member_sign_in_codes')
    .values({
      id: randomUUID(),
      email_hash: code.emailHash,
      code_hash: code.codeHash,
      expires_at: code.expiresAt.toISOString(),
      used_at: null,
      created_at: code.now.toISOString(),
    })
    .execute();
}

/** The address's newest code while it can still open: unused, unexpired, with tries left. */
export async function findOpenCode(
  db: Executor,
  emailHash: string,
  now: Date,
): Promise<{ id: string; codeHash: string } | undefined> {
  const row = await db
    .selectFrom('member_sign_in_codes')
    .select(['id', 'code_hash'])
    .where('email_hash', '=', emailHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('attempts', '<', MEMBER_CODE_TRIES)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { id: row.id, codeHash: row.code_hash };
}

/** A wrong try counts against the code, in one statement, so tries at once all count. */
export async function countWrongTry(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('member_sign_in_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Uses the code once: of two tries at once with the right code, one opens and the other finds it used. */
export async function spendCode(db: Executor, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('member_sign_in_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('attempts', '<', MEMBER_CODE_TRIES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
