// What other features may use of credit notes: a flat's notes as stored (its statement lists them),
// and one note as its answer and PDF show it.
export { type CreditNoteRow, findCreditNotes } from './credit-notes.repository';
export { creditNoteAnswerOf, readCreditNote } from './credit-notes.service';
