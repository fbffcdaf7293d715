// What the outbox's senders use of messaging: in whose name a business's messages go out.
export { mailSenderOf, whatsAppCredentialsOf } from './sender-accounts';
