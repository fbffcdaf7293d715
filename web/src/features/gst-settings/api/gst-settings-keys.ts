import { invoiceKeys } from '../../invoices';

/**
 * The settings are the business's own; the turnover sums its bills and credit notes, so its key lives
 * under the invoice lists': whatever refreshes them after a bill or a credit note refreshes it too.
 */
export const gstSettingsKeys = {
  settings: (userId: string) => ['gst-settings', userId] as const,
  turnover: (userId: string) => [...invoiceKeys.lists(), 'gst-turnover', userId] as const,
};
