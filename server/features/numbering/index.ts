// What other features may use of numbering: the next number of a document in its series (continuous,
// or by the financial year of its date), a typed invoice number read and reserved, and the invoice counter.
export {
  type DocumentNumber,
  reserveTypedInvoiceNumber,
  type TypedInvoiceNumber,
  takeDocumentNumber,
  typedInvoiceNumberOf,
} from './document-numbers';
export { findInvoiceCounter } from './number-counters.repository';
