import {
  RUN_MESSAGE_STATUSES,
  type RunMessageStatus,
  SEND_NOT_PUBLISHED_MESSAGE,
  type TRunSendInput,
  type TRunSending,
} from '@domain/api/billing-runs';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { AppError } from '../../errors';
import { lockBusiness } from '../../tenancy/tenants.repository';
import { runBillRowsOf } from '../invoices';
import {
  accountFlatOf,
  findMemberLanguage,
  type InvoiceChannel,
  invoiceMessageOf,
  memberAccountUrlsOf,
} from '../messaging';
import { findRunMessages, insertRunMessage } from './billing-runs.repository';
import { readRunIn } from './billing-runs.service';

/** Where the run's sending stands: each bill's message per channel, and how many are in each state. */
export async function runSendingOf(
  context: ServiceContext,
  caller: Caller,
  id: string,
): Promise<TRunSending> {
  await readRunIn(context.db, caller.business.id, id);
  const messages = await findRunMessages(context.db, caller.business.id, id);
  const counts = Object.fromEntries(RUN_MESSAGE_STATUSES.map((status) => [status, 0])) as Record<
    RunMessageStatus,
    number
  >;
  const items = messages.map((message) => {
    const status: RunMessageStatus = message.status ?? 'skipped';
    counts[status] += 1;
    return {
      invoice: { _id: message.invoiceId, invoiceNumber: message.invoiceNumber },
      client: message.client,
      flat: message.flat,
      channel: message.channel,
      status,
      reason: message.reason,
    };
  });
  return { counts, items };
}

/**
 * Sends every bill of a published run on the chosen channels through the outbox (the PDF is
 * rendered by the worker as each goes), in one transaction under the business's lock. A bill already
 * sent (or skipped) on a channel is never sent again on it, so sending twice, or after new flats
 * were billed, sends only what has not gone. Bills that cannot go are recorded as skipped with why.
 */
export async function sendBillingRun(
  context: ServiceContext,
  caller: Caller,
  id: string,
  channels: TRunSendInput,
  now: Date = context.clock(),
): Promise<TRunSending> {
  const { business } = caller;
  const chosen: InvoiceChannel[] = [
    ...(channels.email ? (['email'] as const) : []),
    ...(channels.whatsapp ? (['whatsapp'] as const) : []),
  ];
  await context.db.transaction().execute(async (trx) => {
    await lockBusiness(trx, business.id);
    const run = await readRunIn(trx, business.id, id);
    if (run.status !== 'published') throw new AppError('CONFLICT', SEND_NOT_PUBLISHED_MESSAGE);
    const done = new Set(
      (await findRunMessages(trx, business.id, id)).map(
        (message) => `${message.invoiceId} ${message.channel}`,
      ),
    );
    const bills = await runBillRowsOf(trx, caller, id);
    const language = await findMemberLanguage(trx, business.id);
    const accounts = await memberAccountUrlsOf(
      trx,
      context.config,
      business.id,
      bills.map(accountFlatOf),
      now,
    );
    for (const bill of bills) {
      const flat = accountFlatOf(bill);
      for (const channel of chosen) {
        if (done.has(`${bill._id} ${channel}`)) continue;
        const { publicUrl } = context.config;
        const account = flat ? accounts.get(flat) : undefined;
        const outcome = invoiceMessageOf(bill, channel, business, publicUrl, {
          taxSplit: bill.taxSplit,
          accountUrl: account,
          language,
        });
        const outboxId = 'message' in outcome ? await context.outbox.enqueue(outcome.message, trx) : null;
        const skippedReason = 'refusal' in outcome ? outcome.refusal : null;
        await insertRunMessage(
          trx,
          business.id,
          { runId: id, invoiceId: bill._id, channel, outboxId, skippedReason },
          now.toISOString(),
        );
      }
    }
  });
  return runSendingOf(context, caller, id);
}

/** Sends the run's failed messages again (the same messages, so nothing goes twice once it has gone). */
export async function retryRunSending(
  context: ServiceContext,
  caller: Caller,
  id: string,
): Promise<TRunSending> {
  const failed = (await findRunMessages(context.db, caller.business.id, id)).flatMap((message) =>
    message.status === 'failed' && message.outboxId ? [message.outboxId] : [],
  );
  await context.outbox.retryFailed(caller.business.id, failed);
  return runSendingOf(context, caller, id);
}
