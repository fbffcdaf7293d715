// What other features may use of invoices: the shared list conditions, the lists, and one invoice as
// its owner sees it.

export { flatBillTax } from './bill-tax';
export { taxSummaryFromLines } from './invoice-answers';
export {
  claimedOn,
  isClaim,
  isLedgerBill,
  isOverdueOn,
  isOwing,
  matchesSearch,
  owedOn,
} from './invoice-conditions';
export { assertOwnInvoices, invoiceListOf, listFilterOf, runBillRowsOf } from './invoice-lists.service';
export {
  findCustomerClient,
  findInvoiceDocument,
  findIssuer,
  findLines,
  findPaymentDetails,
  findStoredInvoice,
  findTaxFacts,
  type InvoiceIssuer,
  isInvoiceOf,
} from './invoice-reads.repository';
export { type InvoiceLine, lineOfRow, type StoredInvoice, storedInvoiceOf } from './invoice-rows';
export { type RunBilling, readOwnInvoice, storeNewInvoice } from './invoices.service';
export { type LedgerBill, ledgerBillsOf, ledgerBillTotalsOf, owedBillIdsOf } from './ledger-bills.repository';
export { paymentOptionsOf } from './public-payment-options';
export { financialYearTurnoverPaise } from './turnover.repository';
