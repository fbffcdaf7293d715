import type { TInvoice } from '@domain/api/invoices';
import {
  EMAIL_NOT_SET_UP_MESSAGE,
  INVOICE_SENT_MESSAGE,
  replacedInvoiceMessage,
  type TMessageList,
  type TMessageListQuery,
  type TSendEmailAnswer,
  type TSendWhatsAppAnswer,
} from '@domain/api/messages';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { AppError } from '../../errors';
import { type InvoiceChannel, invoiceMessageOf } from './invoice-outbox-messages';
import { accountFlatOf, memberAccountUrlsOf } from './member-account-links';
import { countMessages, findMemberLanguage, listMessages } from './messaging.repository';
import type { MessagingContext } from './messaging-context';

/** The caller's invoice to send, unless a late-fee invoice replaced it: then that one is to be sent. */
export async function sendableInvoiceOf(
  context: MessagingContext,
  caller: Caller,
  id: string,
): Promise<TInvoice> {
  const invoice = await context.invoices.invoice(caller, id);
  if (invoice.replacedBy)
    throw new AppError(
      'BAD_REQUEST',
      replacedInvoiceMessage(invoice.invoiceNumber, invoice.replacedBy.invoiceNumber),
    );
  return invoice;
}

/** The queued message's id, or the refusal as a 400. */
async function queueInvoice(
  context: MessagingContext,
  caller: Caller,
  id: string,
  channel: InvoiceChannel,
): Promise<string> {
  const invoice = await sendableInvoiceOf(context, caller, id);
  const flat = accountFlatOf(invoice);
  const accounts = await memberAccountUrlsOf(
    context.db,
    context.config,
    caller.business.id,
    [flat],
    context.clock(),
  );
  const outcome = invoiceMessageOf(invoice, channel, caller.business, context.config.publicUrl, {
    taxSplit: invoice.taxSplit,
    accountUrl: flat ? accounts.get(flat) : undefined,
    language: await findMemberLanguage(context.db, caller.business.id),
  });
  if ('refusal' in outcome) throw new AppError('BAD_REQUEST', outcome.refusal);
  return context.outbox.enqueue(outcome.message);
}

/**
 * Queues the invoice, its PDF attached when sent, to the client's e-mail address, and says whether
 * it will go: without a mail transport it only waits in the outbox, and the owner must hear so.
 */
export async function sendInvoiceByEmail(
  context: MessagingContext,
  caller: Caller,
  id: string,
): Promise<TSendEmailAnswer> {
  const messageId = await queueInvoice(context, caller, id, 'email');
  return context.outbox.canSend('email')
    ? { message: INVOICE_SENT_MESSAGE, messageId, delivery: 'queued' }
    : { message: EMAIL_NOT_SET_UP_MESSAGE, messageId, delivery: 'kept' };
}

/** Queues the invoice's PDF as a WhatsApp document, its links in the caption. */
export async function sendInvoiceByWhatsApp(
  context: MessagingContext,
  caller: Caller,
  id: string,
): Promise<TSendWhatsAppAnswer> {
  const messageId = await queueInvoice(context, caller, id, 'whatsapp');
  return { status: 'success', message: INVOICE_SENT_MESSAGE, messageId };
}

/** One page of the caller's outbox, newest first; `limit` 0 puts them all on page 1. */
export async function messageListOf(
  context: ServiceContext,
  caller: Caller,
  { page, limit, invoiceId }: TMessageListQuery,
): Promise<TMessageList> {
  const { db } = context;
  const businessId = caller.business.id;
  const pageRows =
    limit === 0 && page > 1
      ? Promise.resolve([])
      : listMessages(db, businessId, invoiceId, {
          limit: limit === 0 ? null : limit,
          offset: (page - 1) * limit,
        });
  const [data, total] = await Promise.all([pageRows, countMessages(db, businessId, invoiceId)]);
  const numberOfPages = limit === 0 ? 1 : Math.max(1, Math.ceil(total / limit));
  return { data, currentPage: page, numberOfPages, total };
}
