import { lazy } from 'react';

/**
 * What other features may use of this one: the dialogs the invoice page opens for its owner, and a
 * flat's receipts, Record a payment and Transfer the flat on its page.
 * The dialogs with date pickers are loaded on first use: they have no place in the invoice page a
 * client opens from a link.
 */
export const RecordPaymentDialog = lazy(() =>
  import('./components/record-payment-dialog').then((module) => ({ default: module.RecordPaymentDialog })),
);
export const PayOnAccountDialog = lazy(() =>
  import('./components/pay-on-account-dialog').then((module) => ({ default: module.PayOnAccountDialog })),
);
export const TransferFlatDialog = lazy(() =>
  import('./components/transfer-flat-dialog').then((module) => ({ default: module.TransferFlatDialog })),
);
export const FlatReceipts = lazy(() =>
  import('./components/flat-receipts').then((module) => ({ default: module.FlatReceipts })),
);
export { DeletePaymentDialog, type PaymentRecord } from './components/delete-payment-dialog';
