import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import { MEMBER_LINK_REVOKED_MESSAGE, memberPath, type TMemberLink } from '@domain/api/portal';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import type { Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { recordChangeBy } from '../audit';
import { memberLinkTokenOf, reissueMemberLink, revokeMemberLinks } from '../ledger';
import { findPortalHolder } from './portal.repository';

async function assertOwnFlat(db: Executor, businessId: string, customerId: string): Promise<void> {
  if (!(await findPortalHolder(db, businessId, customerId)))
    throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
}

/** The flat's member link, issued the first time it is asked for; 404 for another business's flat. */
export async function memberLinkOf(
  context: ServiceContext,
  businessId: string,
  customerId: string,
): Promise<TMemberLink> {
  await assertOwnFlat(context.db, businessId, customerId);
  const { appSecret } = context.config;
  return {
    path: memberPath(await memberLinkTokenOf(context.db, appSecret, businessId, customerId, context.clock())),
  };
}

/** A new link for the flat: every earlier one stops opening at once. Recorded in the audit trail. */
export async function reissueMemberLinkOf(
  context: ServiceContext,
  caller: Caller,
  customerId: string,
): Promise<TMemberLink> {
  const businessId = caller.business.id;
  const now = context.clock();
  return context.db.transaction().execute(async (trx) => {
    await assertOwnFlat(trx, businessId, customerId);
    const token = await reissueMemberLink(trx, context.config.appSecret, businessId, customerId, now);
    const changes = { link: { before: 'earlier link', after: 'new link' } };
    await recordChangeBy(
      trx,
      caller,
      { entity: 'member link', entityId: customerId, action: 'reissue', changes },
      now,
    );
    return { path: memberPath(token) };
  });
}

/** Every link of the flat stops opening; the flat's next message carries a new one. */
export async function revokeMemberLinkOf(
  context: ServiceContext,
  caller: Caller,
  customerId: string,
): Promise<{ message: string }> {
  const businessId = caller.business.id;
  const now = context.clock();
  await context.db.transaction().execute(async (trx) => {
    await assertOwnFlat(trx, businessId, customerId);
    const revoked = await revokeMemberLinks(trx, businessId, customerId);
    const changes = { link: { before: `${revoked} open`, after: 'revoked' } };
    await recordChangeBy(
      trx,
      caller,
      { entity: 'member link', entityId: customerId, action: 'revoke', changes },
      now,
    );
  });
  return { message: MEMBER_LINK_REVOKED_MESSAGE };
}
