/**
 * What other features may use of this one: the invoice cache keys (a payment changes an invoice and
 * its lists), how the invoice page prints an amount and a date and lays out label and value pairs, so
 * a dialog names them alike, and the invoice itself for the public payment pages; and a list of the
 * owner's invoices as the list pages show it, for the reminders page's overdue invoices.
 */

export { formatInvoiceMoney } from '../../lib/money-format';
export { getInvoiceQueryOptions, isOwnerView, useInvoice } from './api/get-invoice';
export { invoiceKeys } from './api/invoice-keys';
export { FactList } from './components/fact-list';
export { InvoiceRows } from './components/invoice-rows';
export { useInvoiceListView } from './components/use-invoice-list-view';
