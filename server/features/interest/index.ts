// What other features may use of interest on arrears: a new bill stored with the interest on its
// flat's earlier bills (by hand or from a billing run), every flat's interest for a run's preview, the
// interest a bill carries (its PDF), and the refusals it makes of late-fee invoices and undone runs.
export {
  assertLateFeeInvoicesCharged,
  assertNoInterestChargedOn,
  findInvoiceInterest,
  interestOfFlats,
  type StoreBill,
  storeBillWithInterest,
  storeRunBillWithInterest,
} from './interest-posting';
