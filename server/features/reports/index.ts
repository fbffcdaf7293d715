// What other features may use of the reports: which receipts count as money received.
export { isCountedReceipt } from './ageing.repository';
