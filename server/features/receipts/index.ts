// What other features may use of receipts: one receipt as its page shows it, or with its bills as
// stored (its PDF), and a flat's receipts as stored (its statement lists them, reversed ones too).
export { findReceipt, type ReceiptRow, receiptsOfFlat } from './receipts.repository';
export { findReceiptWithBills, readReceipt } from './receipts.service';
