import type { TOutboxMessage } from '../../../domain/api/messages';
import type { Executor, OutboxRow } from '../../db/schema';

export type MessagePage = { limit: number | null; offset: number };

function outboxRowToMessage(row: OutboxRow): TOutboxMessage {
  return {
    _id: row.id,
    channel: row.channel,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    // Only a queued message waits for a time; a claimed, sent or failed one does not.
    nextAttemptAt: row.status === 'queued' ? row.next_attempt_at : null,
    invoiceId: row.invoice_id,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

function messagesOf(db: Executor, businessId: string, invoiceId: string | undefined) {
  const query = db.selectFrom('outbox').where('business_id', '=', businessId);
  return invoiceId === undefined ? query : query.where('invoice_id', '=', invoiceId);
}

/** A page of the business's outbox, newest first. */
export async function listMessages(
  db: Executor,
  businessId: string,
  invoiceId: string | undefined,
  { limit, offset }: MessagePage,
): Promise<TOutboxMessage[]> {
  const inOrder = messagesOf(db, businessId, invoiceId)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  const rows = await (limit === null ? inOrder : inOrder.limit(limit).offset(offset)).execute();
  return rows.map(outboxRowToMessage);
}

export async function countMessages(
  db: Executor,
  businessId: string,
  invoiceId: string | undefined,
): Promise<number> {
  const row = await messagesOf(db, businessId, invoiceId)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
