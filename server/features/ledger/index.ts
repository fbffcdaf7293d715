// The ledger: the only code that records or deletes payments and receipts, recomputes what an invoice
// has received, and keeps a flat's opening balance and advance, and its member's link.

export {
  type BounceCharge,
  markBounceChargesBilled,
  pendingBounceCharges,
} from './bounce-charges.repository';
export { type CreditNoteRequest, issueCreditNote } from './credit-notes';
export {
  type AccountReceipt,
  applyAdvance,
  type FlatAccount,
  flatAccountOf,
  giveBackAdvanceOf,
  holdFlatAccount,
  receiveOnAccount,
  setOpeningBalance,
} from './flat-ledger';
export {
  applyPaymentRecords,
  deletePayment,
  type LedgerBusiness,
  lockInvoice,
  type ProviderPayment,
  recordPayments,
  recordProviderPayment,
  recordReceiptPayment,
} from './ledger';
export {
  findLedgerTotals,
  type LedgerTotals,
  sumOpeningBalances,
  sumReceiptsHeld,
} from './ledger-totals.repository';
export type { LedgerInvoice } from './ledger-types';
export {
  findMemberLinkToken,
  flatOfMemberLink,
  memberLinkTokenOf,
  memberLinkTokensOf,
  reissueMemberLink,
  revokeMemberLinks,
} from './member-links.repository';
export { type FlatCondition, findOpeningArrears, type OpeningArrears } from './opening-arrears.repository';
export { reverseReceipt } from './receipt-reversal';
export { lockFlatOfPayment } from './receipts.repository';
