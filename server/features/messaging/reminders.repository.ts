import type { MESSAGE_CHANNELS } from '@domain/api/messages';
import { PostgresAdapter, sql } from 'kysely';
import type { DbTransaction, Executor } from '../../db/schema';

type Channel = (typeof MESSAGE_CHANNELS)[number];

/** How the last reminders are looked up: by channel and recipient (the outbox's address form). */
export function reminderKey(channel: Channel, recipient: string): string {
  return `${channel} ${recipient}`;
}

/**
 * When each recipient was last reminded on each channel since `since`, keyed by reminderKey. A
 * failed reminder never reached them and does not count; a kept one (no mail transport) does, so
 * running reminders again does not pile up copies of it.
 */
export async function findLastReminders(
  db: Executor,
  businessId: string,
  { since, channel }: { since: Date; channel?: Channel },
): Promise<Map<string, string>> {
  let query = db
    .selectFrom('outbox')
    .select((eb) => ['channel', 'recipient', eb.fn.max('created_at').as('last_at')])
    .where('business_id', '=', businessId)
    .where('kind', '=', 'reminder')
    .where('status', '!=', 'failed')
    .where('created_at', '>=', since.toISOString());
  if (channel) query = query.where('channel', '=', channel);
  const rows = await query.groupBy(['channel', 'recipient']).execute();
  return new Map(rows.map((row) => [reminderKey(row.channel, row.recipient), String(row.last_at)]));
}

/**
 * Makes the business's reminder runs take turns until the transaction ends, so a run sees what the
 * one before it queued: two clicks at once remind nobody twice. On PostgreSQL a transaction-level
 * advisory lock, which several server processes share and no other work waits on; SQLite has one
 * connection, whose transactions already take turns.
 */
export async function lockReminderRuns(trx: DbTransaction, businessId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`bahi reminders ${businessId}`}, 0))`.execute(
    trx,
  );
}
