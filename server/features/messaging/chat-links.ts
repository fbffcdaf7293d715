/**
 * A WhatsApp click-to-chat link (https://wa.me): opens WhatsApp on the owner's phone or computer
 * with the message typed in, to the client's number, or to a contact the owner picks when there is
 * none. It needs no WhatsApp Business account and no API keys.
 */
export function whatsAppChatUrl(recipientE164: string | null, text: string): string {
  const digits = recipientE164 ? recipientE164.replace(/\D/g, '') : '';
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
