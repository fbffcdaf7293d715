import { z } from 'zod';
import { MAX_SHORT_TEXT_LENGTH, withoutControlCharacters } from './limits';
import { MESSAGE_CHANNELS, MESSAGE_DELIVERIES } from './messages';

/** A client reminded on a channel this recently is left out of a run unless the owner insists. */
export const RECENT_REMINDER_HOURS = 24;
/**
 * Even when the owner insists, a client reminded on a channel this recently is left out: two clicks
 * (or two tabs) a moment apart are one wish, not two reminders.
 */
export const REPEAT_GUARD_MINUTES = 5;
/** How far back the preview looks for a client's last reminder. */
export const LAST_REMINDED_LOOK_BACK_DAYS = 30;
/** Clients one run may name; far above any society's flats, low enough to bound the request. */
export const MAX_REMINDER_CLIENTS = 5000;

/**
 * A client as reminders know them: the customer's id, or, for invoices whose customer was since
 * deleted, `name:` and the name they were billed under.
 */
export const ZReminderClientId = z
  .string()
  .min(1, 'A client id cannot be empty')
  .max(MAX_SHORT_TEXT_LENGTH + 5, 'A client id is too long')
  .refine(withoutControlCharacters, 'A client id cannot contain control characters');

/**
 * `POST /api/v2/invoices/remainder/{ownerId}` and `/warem/{ownerId}`, optional body: which clients
 * to remind (all with overdue invoices when left out), and whether to remind again the ones reminded
 * in the last RECENT_REMINDER_HOURS.
 */
export const ZReminderRequest = z
  .strictObject({
    clientIds: z
      .array(ZReminderClientId, 'clientIds must be a list of client ids')
      .min(1, 'Choose at least one client to remind')
      .max(MAX_REMINDER_CLIENTS, `At most ${MAX_REMINDER_CLIENTS} clients can be reminded at once`)
      .optional(),
    insist: z.boolean('insist must be true or false').default(false),
  })
  // No body at all (how older clients call it) reaches the route as null.
  .nullish();
export type TReminderRequest = z.infer<typeof ZReminderRequest>;

/** `/remainder/{ownerId}` and `/warem/{ownerId}`: one message per client with overdue invoices. */
export const ZReminderAnswer = z.object({
  /**
   * What the owner is told, e.g. 'Reminders queued for 3 clients (1 skipped: no e-mail; 2 reminded
   * in the last 24 hours)'.
   */
  message: z.string(),
  /** Messages queued, one per recipient. */
  queued: z.number().int(),
  /** Clients with overdue invoices but no e-mail (or no valid mobile number for WhatsApp). */
  skipped: z.number().int(),
  /** Recipients left out because they were reminded lately on this channel. */
  recentlyReminded: z.number().int(),
  /** Whether the messages go out, or wait in the outbox because e-mail is not set up. */
  delivery: z.enum(MESSAGE_DELIVERIES),
});
export type TReminderAnswer = z.infer<typeof ZReminderAnswer>;

export const ZReminderInvoice = z.object({
  _id: z.string(),
  invoiceNumber: z.string(),
  type: z.string(),
  dueDate: z.string(),
  balanceDue: z.number(),
  currency: z.string(),
});

/** One client a reminder would go to, with what it would say and how it can be sent. */
export const ZReminderClient = z.object({
  clientId: z.string(),
  name: z.string(),
  /** The address e-mail reminders go to, or null without one. */
  email: z.string().nullable(),
  /** The mobile number in E.164 WhatsApp reminders go to, or null without a valid one. */
  phone: z.string().nullable(),
  /** The overdue invoices, the one due longest ago first. */
  invoices: z.array(ZReminderInvoice),
  /** What they owe over those invoices: "₹1,200.00", or "₹1,200.00 + $20.00" across currencies. */
  balance: z.string(),
  /** The channels this server can remind them on now. */
  channels: z.array(z.enum(MESSAGE_CHANNELS)),
  /** When each channel last reminded them (within LAST_REMINDED_LOOK_BACK_DAYS), failed reminders aside. */
  lastReminded: z.object({ email: z.string().nullable(), whatsapp: z.string().nullable() }),
  /** To send the reminder by hand: the link it points to, its text, and a WhatsApp click-to-chat link. */
  link: z.string(),
  text: z.string(),
  whatsappUrl: z.string(),
});
export type TReminderClient = z.infer<typeof ZReminderClient>;

/** `GET /api/v2/reminders/preview`: who a reminder run would reach, before anything is sent. */
export const ZReminderPreview = z.object({
  clients: z.array(ZReminderClient),
  /** queued: e-mail reminders go out; kept: e-mail is not set up, they would wait in the outbox. */
  emailDelivery: z.enum(MESSAGE_DELIVERIES),
  /** WhatsApp reminders need the token, the phone number id and an approved template name. */
  isWhatsAppReady: z.boolean(),
});
export type TReminderPreview = z.infer<typeof ZReminderPreview>;
