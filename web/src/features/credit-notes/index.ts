/**
 * What other features may use of this one: the invoice page's Credit note button (its dialog loaded on
 * first use) and the bill's list of credit notes.
 */
export { CreditNoteAction } from './components/credit-note-action';
export { InvoiceCreditNotes } from './components/invoice-credit-notes';
