import type { TOutboxMessage } from '@domain/api/messages';
import type { MemberLanguage } from '@domain/languages';
import type { Executor, OutboxRow } from '../../db/schema';
import { businessNameOf } from '../../tenancy/business-settings';

type MessagePage = { limit: number | null; offset: number };

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

/** What the outbox worker needs to send in a business's name; its WhatsApp token stays sealed. */
type SenderAccount = {
  /** How its mail is signed: its business name, else the owner's. */
  name: string;
  /** Where its clients' replies go: its profile's e-mail. */
  replyTo: string;
  whatsApp: { phoneNumberId: string | null; tokenSealed: string | null };
};

export async function findSenderAccount(
  db: Executor,
  businessId: string,
): Promise<SenderAccount | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select(['name', 'business_name', 'email', 'whatsapp_phone_number_id', 'whatsapp_token_encrypted'])
    .where('id', '=', businessId)
    .executeTakeFirst();
  return (
    row && {
      name: businessNameOf(row),
      replyTo: row.email,
      whatsApp: { phoneNumberId: row.whatsapp_phone_number_id, tokenSealed: row.whatsapp_token_encrypted },
    }
  );
}

/** The language a society's members are written to (its billing settings), English until chosen. */
export async function findMemberLanguage(db: Executor, businessId: string): Promise<MemberLanguage> {
  const row = await db
    .selectFrom('billing_settings')
    .select('member_language')
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row?.member_language ?? 'en';
}
