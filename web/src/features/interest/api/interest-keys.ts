import { invoiceKeys } from '../../invoices';

/**
 * The settings live under `interest`; what a flat's next bill would carry and what a bill carries live
 * under the invoices' keys, so whatever refreshes bills (a payment, a new bill) refreshes them too.
 */
export const interestKeys = {
  all: ['interest'] as const,
  settings: (userId: string) => [...interestKeys.all, 'settings', userId] as const,
  ofClient: (customerId: string, date: string) =>
    [...invoiceKeys.all, 'interest-preview', customerId, date] as const,
  ofInvoice: (invoiceId: string) => [...invoiceKeys.detail(invoiceId), 'interest'] as const,
};
