// The ledger: the only code that records or deletes payments and recomputes what an invoice has received.
export {
  applyPaymentRecords,
  deletePayment,
  type LedgerBusiness,
  lockInvoice,
  type ProviderPayment,
  RECEIPT_PAYMENT_METHOD,
  RECEIPT_PAYMENT_NOTE,
  recordPayments,
  recordProviderPayment,
  recordReceiptPayment,
} from './ledger';
export type { LedgerInvoice } from './ledger-types';
