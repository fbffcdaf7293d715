import type { TInvoiceListRow } from '../../../domain/api/invoices';
import {
  type TReminderAnswer,
  WHATSAPP_NOT_SET_UP_MESSAGE,
  WHATSAPP_TEMPLATE_MISSING_MESSAGE,
} from '../../../domain/api/messages';
import { toE164 } from '../../../domain/phone';
import type { AppInstance } from '../../app';
import { AppError } from '../../errors';
import type { NewOutboxMessage } from '../../integrations/outbox/outbox-message';
import type { Caller } from '../../plugins/authenticate';
import { assertOwnInvoices, invoiceListOf, listFilterOf } from '../invoices/invoices.service';
import { businessNameOf } from '../profile/business-settings';
import {
  type OverdueInvoice,
  oldestFirst,
  reminderAnswer,
  reminderEmail,
  reminderTemplate,
  reminderText,
} from './reminder-messages';
import { isWhatsAppSetUp, linksFor } from './sender-settings';

type ClientGroup = { clientName: string; recipient: string; overdue: OverdueInvoice[] };

/**
 * The caller's overdue invoices (the invoices feature's own rule and filter) grouped by client:
 * one group per recipient `addressOf` finds, and the number of clients it finds none for.
 */
async function overdueByClient(
  app: AppInstance,
  caller: Caller,
  addressOf: (invoice: TInvoiceListRow) => string | null,
  now: Date,
): Promise<{ groups: ClientGroup[]; skipped: number }> {
  const filter = listFilterOf('overdues', caller.business, now);
  const { data } = await invoiceListOf(app, caller, filter, { page: 1, limit: 0 });
  const groups = new Map<string, ClientGroup>();
  const unreachable = new Set<string>();
  for (const invoice of data) {
    const recipient = addressOf(invoice);
    if (!recipient) {
      unreachable.add(invoice.client._id ?? invoice.client.name.trim().toLowerCase());
      continue;
    }
    const group = groups.get(recipient) ?? { clientName: invoice.client.name, recipient, overdue: [] };
    group.overdue.push({ invoice, links: linksFor(app, caller.business, invoice) });
    groups.set(recipient, group);
  }
  // Oldest first: the e-mail lists them so, and the template's link is the oldest's.
  const sorted = [...groups.values()].map((group) => ({ ...group, overdue: oldestFirst(group.overdue) }));
  return { groups: sorted, skipped: unreachable.size };
}

/** All of a reminder run's messages are queued together, or none is. */
async function enqueueAll(app: AppInstance, messages: NewOutboxMessage[]): Promise<void> {
  await app.database.db.transaction().execute(async (trx) => {
    for (const message of messages) await app.outbox.enqueue(message, trx);
  });
  app.outbox.worker.nudge();
}

/** One e-mail per client with overdue invoices, listing them all (SPEC §7 `remainder`). */
export async function remindByEmail(
  app: AppInstance,
  caller: Caller,
  ownerId: string,
  now: Date = new Date(),
): Promise<TReminderAnswer> {
  assertOwnInvoices(caller, ownerId);
  const { business } = caller;
  const { groups, skipped } = await overdueByClient(
    app,
    caller,
    (invoice) => invoice.client.email.trim().toLowerCase() || null,
    now,
  );
  await enqueueAll(
    app,
    groups.map((group) => ({
      businessId: business.id,
      channel: 'email',
      kind: 'reminder',
      recipient: group.recipient,
      ...reminderEmail(group.clientName, group.overdue, businessNameOf(business)),
    })),
  );
  return reminderAnswer(groups.length, skipped, 'no e-mail');
}

/** One WhatsApp template message per client with overdue invoices (SPEC §7 `warem`). */
export async function remindByWhatsApp(
  app: AppInstance,
  caller: Caller,
  ownerId: string,
  now: Date = new Date(),
): Promise<TReminderAnswer> {
  assertOwnInvoices(caller, ownerId);
  const { business } = caller;
  if (!isWhatsAppSetUp(business)) throw new AppError('BAD_REQUEST', WHATSAPP_NOT_SET_UP_MESSAGE);
  const templateName = business.whatsapp_template?.trim();
  if (!templateName) throw new AppError('BAD_REQUEST', WHATSAPP_TEMPLATE_MISSING_MESSAGE);
  const { groups, skipped } = await overdueByClient(
    app,
    caller,
    (invoice) => toE164(invoice.client.phone),
    now,
  );
  const businessName = businessNameOf(business);
  await enqueueAll(
    app,
    groups.map((group) => ({
      businessId: business.id,
      channel: 'whatsapp',
      kind: 'reminder',
      recipient: group.recipient,
      subject: `Payment reminder: ${group.overdue.length} overdue`,
      text: reminderText(group.clientName, group.overdue, businessName),
      template: reminderTemplate(templateName, group.clientName, group.overdue),
    })),
  );
  return reminderAnswer(groups.length, skipped, 'no valid mobile number');
}
