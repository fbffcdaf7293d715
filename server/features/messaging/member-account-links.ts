import { memberPath } from '@domain/api/portal';
import { ledgerFlatOf } from '@domain/ledger';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/schema';
import { memberLinkTokensOf } from '../ledger';

/**
 * Each flat's member page address (customer id → URL), its link issued the first time a message
 * carries it; one read and at most one write for a whole billing run.
 */
export async function memberAccountUrlsOf(
  db: Executor,
  config: Pick<AppConfig, 'appSecret' | 'publicUrl'>,
  businessId: string,
  customerIds: (string | null)[],
  now: Date,
): Promise<Map<string, string>> {
  const flats = customerIds.filter((id): id is string => id !== null);
  const tokens = await memberLinkTokensOf(db, config.appSecret, businessId, flats, now);
  return new Map(
    [...tokens].map(([customerId, token]) => [customerId, `${config.publicUrl}${memberPath(token)}`]),
  );
}

/** The flat whose member page a bill's message links to: a bill on a flat's ledger, none for anything else. */
export function accountFlatOf(invoice: { type: string; currency: string; client: { _id: string | null } }) {
  return ledgerFlatOf({ ...invoice, replacedByInvoiceId: null, customerId: invoice.client._id });
}
