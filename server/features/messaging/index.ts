// What other features use of messaging: in whose name a business's messages go out (the outbox's
// senders), the message that carries an invoice on a channel (a billing run's bills), and a flat's
// dues reminder (Reports → Dues).

export { type DuesReminderFlat, type DuesReminderOutcome, queueDuesReminders } from './dues-reminders';
export { type InvoiceChannel, invoiceMessageOf } from './invoice-outbox-messages';
export { mailSenderOf, whatsAppCredentialsOf } from './sender-accounts';
