import { LAST_REMINDED_LOOK_BACK_DAYS, type TReminderPreview } from '@domain/api/reminders';
import type { Caller } from '../../caller';
import { whatsAppChatUrl } from './chat-links';
import { findMemberLanguage } from './messaging.repository';
import type { MessagingContext } from './messaging-context';
import { overdueClientsOf } from './reminder-clients';
import { reminderLinkOf, reminderText, totalBalanceOf } from './reminder-messages';
import { findLastReminders, reminderKey } from './reminders.repository';

/**
 * Who a reminder run would reach, before anything is sent: each client with overdue invoices, what
 * they owe, how they can be reminded, when they last were, and the reminder to send by hand.
 */
export async function reminderPreviewOf(
  context: MessagingContext,
  caller: Caller,
  now: Date = context.clock(),
): Promise<TReminderPreview> {
  const { business } = caller;
  const since = new Date(now.getTime() - LAST_REMINDED_LOOK_BACK_DAYS * 86_400_000);
  const [clients, last, language] = await Promise.all([
    overdueClientsOf(context, caller, now, { withPhones: true }),
    findLastReminders(context.db, business.id, { since }),
    findMemberLanguage(context.db, business.id),
  ]);
  const isWhatsAppReady = business.whatsApp.isSetUp && Boolean(business.whatsApp.template?.trim());
  const businessName = business.name;
  return {
    clients: clients.map((client) => {
      const text = reminderText(client.name, client.overdue, businessName, language);
      return {
        clientId: client.clientId,
        name: client.name,
        email: client.email,
        phone: client.phone,
        invoices: client.overdue.map(({ invoice }) => ({
          _id: invoice._id,
          invoiceNumber: invoice.invoiceNumber,
          type: invoice.type,
          dueDate: invoice.dueDate,
          balanceDue: invoice.balanceDue,
          currency: invoice.currency,
        })),
        balance: totalBalanceOf(client.overdue),
        channels: [
          ...(client.email ? (['email'] as const) : []),
          ...(client.phone && isWhatsAppReady ? (['whatsapp'] as const) : []),
        ],
        lastReminded: {
          email: client.email ? (last.get(reminderKey('email', client.email)) ?? null) : null,
          whatsapp: client.phone ? (last.get(reminderKey('whatsapp', client.phone)) ?? null) : null,
        },
        link: reminderLinkOf(client.overdue),
        text,
        whatsappUrl: whatsAppChatUrl(client.phone, text),
      };
    }),
    emailDelivery: context.outbox.canSend('email') ? 'queued' : 'kept',
    isWhatsAppReady,
  };
}
