// What other features use of messaging: in whose name a business's messages go out (the outbox's
// senders), and the message that carries an invoice on a channel (a billing run's bills).

export { type InvoiceChannel, invoiceMessageOf } from './invoice-outbox-messages';
export { mailSenderOf, whatsAppCredentialsOf } from './sender-accounts';
