// The ledger: the only code that records or deletes payments and recomputes what an invoice has received.
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
export type { LedgerInvoice } from './ledger-types';
