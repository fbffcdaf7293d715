// What other features may use of the accountant's exports: the period's supplies and credit notes,
// read a page at a time.
export {
  type AccountsRange,
  type BillClient,
  type CreditedLine,
  clientsIn,
  creditNotesIn,
  type IssuedCreditNote,
  type SupplyBill,
  suppliesIn,
} from './accounts.repository';
export { rangeOf } from './accounts.service';
