/**
 * What other features may use of this one: the invoice page's Send via Email / Whatsapp buttons, its
 * Copy public link and Share on WhatsApp, and its Messages panel; copying a link (a member's statement).
 */
export { useMessages } from './api/get-messages';
export { messageKeys } from './api/message-keys';
export { copyText } from './components/clipboard';
export { InvoiceMessages } from './components/invoice-messages';
export { InvoiceShareActions } from './components/invoice-share-actions';
export { SendInvoiceEmailButton } from './components/send-invoice-email-button';
export { SendInvoiceWhatsAppButton } from './components/send-invoice-whatsapp-button';
export { LINK_COPIED_MESSAGE } from './components/share-buttons';
