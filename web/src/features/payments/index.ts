import { lazy } from 'react';

/**
 * What other features may use of this one: the dialogs the invoice page opens for its owner, and the
 * ways to pay it shows a client on its public view.
 * The Record Payment dialog is loaded on first use: its date picker has no place in the invoice page a
 * client opens from a link.
 */
export const RecordPaymentDialog = lazy(() =>
  import('./components/record-payment-dialog').then((module) => ({ default: module.RecordPaymentDialog })),
);
export { DeletePaymentDialog, type PaymentRecord } from './components/delete-payment-dialog';
export { InvoicePayOptions } from './components/invoice-pay-options';
