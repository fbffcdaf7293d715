// What other features use of messaging: in whose name a business's messages go out (the outbox's
// senders), the message that carries an invoice on a channel (a billing run's bills), a flat's dues
// reminder (Reports → Dues), each new receipt sent to the member who paid, the link to a member's
// statement, and the member's page each flat's message carries.

export { type DuesReminderFlat, type DuesReminderOutcome, queueDuesReminders } from './dues-reminders';
export { queueIntimationRejected, type RejectedIntimation } from './intimation-messages';
export { type InvoiceChannel, invoiceMessageOf } from './invoice-outbox-messages';
export { accountFlatOf, memberAccountUrlsOf } from './member-account-links';
export { memberMessageText } from './member-message-text';
export { findMemberLanguage } from './messaging.repository';
export { queueReceiptMessages } from './receipt-messages';
export { mailSenderOf, whatsAppCredentialsOf } from './sender-accounts';
export { type StatementMember, statementMessageOf } from './statement-messages';
