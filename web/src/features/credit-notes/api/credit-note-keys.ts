import { invoiceKeys } from '../../invoices';

/**
 * A bill's credit notes live under the bill's own key: whatever refreshes the bill (a payment deleted,
 * a credit note issued) refreshes what is left to credit on it too.
 */
export const creditNoteKeys = {
  ofInvoice: (invoiceId: string) => [...invoiceKeys.detail(invoiceId), 'credit-notes'] as const,
};
