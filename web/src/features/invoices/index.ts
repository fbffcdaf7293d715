/**
 * What other features may use of this one: the invoice cache keys (a payment changes an invoice and
 * its lists), how the invoice page prints an amount and a date, so a dialog names them alike, and the
 * invoice itself for the public payment pages.
 */
export { getInvoiceQueryOptions, isOwnerView, useInvoice } from './api/get-invoice';
export { invoiceKeys } from './api/invoice-keys';
export { formatCalendarDate } from './components/format-date';
export { formatInvoiceMoney } from './components/format-money';
