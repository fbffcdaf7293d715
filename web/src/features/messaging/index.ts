/**
 * What other features may use of this one: the invoice page's Send via Email / Whatsapp buttons and
 * its Messages panel, and the reminders the footer's speed-dial starts (the same as /overdue's buttons).
 */
export { useMessages } from './api/get-messages';
export { messageKeys } from './api/message-keys';
export { InvoiceMessages } from './components/invoice-messages';
export { SendInvoiceEmailButton } from './components/send-invoice-email-button';
export { SendInvoiceWhatsAppButton } from './components/send-invoice-whatsapp-button';
export { type ReminderActions, useReminderActions } from './components/use-reminder-actions';
