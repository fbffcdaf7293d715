import type { ServiceContext } from '../../app-context';
import { decryptSecret } from '../../security/secret-box';
import { findSenderAccount } from './messaging.repository';

/** The business's WhatsApp number id and token, decrypted only when a message is sent. */
export async function whatsAppCredentialsOf(
  context: ServiceContext,
  businessId: string,
): Promise<{ token: string; phoneNumberId: string } | undefined> {
  const account = await findSenderAccount(context.db, businessId);
  const { tokenSealed, phoneNumberId } = account?.whatsApp ?? {};
  if (!tokenSealed || !phoneNumberId) return undefined;
  return { token: decryptSecret(context.config.appSecret, tokenSealed), phoneNumberId };
}

/** The name a business's mail carries and the address its clients' replies go to (its profile's). */
export async function mailSenderOf(
  context: ServiceContext,
  businessId: string,
): Promise<{ name: string; replyTo: string } | undefined> {
  const account = await findSenderAccount(context.db, businessId);
  return account && { name: account.name, replyTo: account.replyTo };
}
