// What other features may use of invoices: the shared list conditions and the owner's invoice reads.
export { isClaim, isOverdueOn, isOwing, matchesSearch } from './invoice-conditions';
export { assertOwnInvoices, invoiceListOf, listFilterOf } from './invoice-lists.service';
export { invoiceOf } from './invoices.service';
