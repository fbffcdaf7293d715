import { randomUUID } from 'node:crypto';
import { type Kysely, PostgresAdapter } from 'kysely';
import type { DB, Executor, OutboxRow } from '../../db/schema';
import { headerText } from '../mail/mail-text';
import type { ClaimedOutboxMessage, NewOutboxMessage, WhatsAppTemplate } from './outbox-message';

/** Longest reason kept for a failed attempt: the provider's first words say why. */
const REASON_LIMIT = 500;

/**
 * Puts a message in the outbox, inside the caller's transaction when given one, so a message exists
 * exactly when the change it tells of does. `kept`: no transport is configured for its channel.
 */
export async function insertOutboxMessage(
  db: Executor,
  message: NewOutboxMessage,
  { isKept, now }: { isKept: boolean; now: Date },
): Promise<string> {
  const id = randomUUID();
  const instant = now.toISOString();
  await db
    .insertInto('outbox')
    .values({
      id,
      business_id: message.businessId,
      channel: message.channel,
      kind: message.kind,
      recipient: headerText(message.recipient),
      subject: headerText(message.subject),
      body_text: message.text,
      body_html: message.html ?? null,
      invoice_id: message.invoiceId ?? null,
      receipt_id: message.receiptId ?? null,
      template: message.template ? JSON.stringify(message.template) : null,
      status: isKept ? 'kept' : 'queued',
      last_error: null,
      next_attempt_at: isKept ? null : instant,
      locked_until: null,
      // The row's id is the key: one row, one message, however often it is handed to the provider.
      idempotency_key: id,
      created_at: instant,
      updated_at: instant,
      sent_at: null,
    })
    .execute();
  return id;
}

/** A claimed row and the lease its worker holds: only that holder may record the outcome. */
export type OutboxClaim = { message: ClaimedOutboxMessage; lockedUntil: string };

function rowToClaim(row: OutboxRow): OutboxClaim {
  return {
    lockedUntil: row.locked_until ?? '',
    message: {
      id: row.id,
      idempotencyKey: row.idempotency_key,
      attempts: Number(row.attempts),
      interruptedAttempts: Number(row.interrupted_attempts),
      businessId: row.business_id,
      channel: row.channel,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      text: row.body_text,
      ...(row.body_html === null ? {} : { html: row.body_html }),
      ...(row.invoice_id === null ? {} : { invoiceId: row.invoice_id }),
      ...(row.receipt_id === null ? {} : { receiptId: row.receipt_id }),
      ...(row.template === null ? {} : { template: JSON.parse(row.template) as WhatsAppTemplate }),
    },
  };
}

/**
 * Takes up to `limit` messages that are due, or whose sender's lease ran out (it crashed or hung),
 * and leases them: status 'sending' until `lockedUntil`. A lease that ran out is an interrupted
 * attempt, counted now, apart from the attempts that ended with an answer, so a message that kills
 * its worker every time still comes to an end, and crashes never use up its retries. On PostgreSQL the rows are locked with
 * SKIP LOCKED, so workers in several processes never take the same row; SQLite has one connection,
 * the one writer, so its transaction alone is enough.
 */
export async function claimDueMessages(
  db: Kysely<DB>,
  { now, lockedUntil, limit }: { now: Date; lockedUntil: Date; limit: number },
): Promise<OutboxClaim[]> {
  const instant = now.toISOString();
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db.transaction().execute(async (trx) => {
    const due = trx
      .selectFrom('outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', instant)]),
          eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', instant)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(limit);
    const rows = await (isPostgres ? due.forUpdate().skipLocked() : due).execute();
    if (rows.length === 0) return [];
    const claimed = await trx
      .updateTable('outbox')
      .set((eb) => ({
        status: 'sending',
        locked_until: lockedUntil.toISOString(),
        interrupted_attempts: eb
          .case()
          .when('status', '=', 'sending')
          .then(eb('interrupted_attempts', '+', 1))
          .else(eb.ref('interrupted_attempts'))
          .end(),
        updated_at: instant,
      }))
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .returningAll()
      .execute();
    return claimed.map(rowToClaim);
  });
}

/**
 * How a claim ended. sent, queued (to retry) and failed are answered attempts and count as one;
 * abandoned (too many interruptions) fails the message without an attempt, kept hands it to nobody.
 */
export type OutboxOutcome =
  | { status: 'sent' }
  | { status: 'queued'; reason: string; nextAttemptAt: Date }
  | { status: 'failed'; reason: string }
  | { status: 'abandoned'; reason: string }
  | { status: 'kept' };

/**
 * Records how a claim ended, if the lease is still this worker's: a worker that outlived its
 * lease must not overwrite what the one that took the message over has recorded. A message that is
 * sent keeps no error: `lastError` says why the last attempt failed, and the last one did not.
 */
function isAnswered(outcome: OutboxOutcome): boolean {
  return outcome.status === 'sent' || outcome.status === 'queued' || outcome.status === 'failed';
}

export async function recordOutcome(
  db: Executor,
  claim: OutboxClaim,
  outcome: OutboxOutcome,
  now: Date,
): Promise<void> {
  const instant = now.toISOString();
  await db
    .updateTable('outbox')
    .set((eb) => ({
      status: outcome.status === 'abandoned' ? 'failed' : outcome.status,
      attempts: isAnswered(outcome) ? eb('attempts', '+', 1) : eb.ref('attempts'),
      locked_until: null,
      updated_at: instant,
      last_error: 'reason' in outcome ? outcome.reason.slice(0, REASON_LIMIT) : null,
      next_attempt_at: outcome.status === 'queued' ? outcome.nextAttemptAt.toISOString() : null,
      ...(outcome.status === 'sent' ? { sent_at: instant } : {}),
    }))
    .where('id', '=', claim.message.id)
    .where('status', '=', 'sending')
    .where('locked_until', '=', claim.lockedUntil)
    .execute();
}

/**
 * Queues these failed messages of the business again, due at once, with their retries renewed: the
 * owner asked, so the provider gets another go with the same message (and idempotency key). Answers
 * how many were queued; messages that are not failed are left as they are.
 */
export async function requeueFailedMessages(
  db: Executor,
  businessId: string,
  ids: string[],
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const instant = now.toISOString();
  const rows = await db
    .updateTable('outbox')
    .set({
      status: 'queued',
      attempts: 0,
      interrupted_attempts: 0,
      next_attempt_at: instant,
      updated_at: instant,
    })
    .where('business_id', '=', businessId)
    .where('status', '=', 'failed')
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.length;
}
