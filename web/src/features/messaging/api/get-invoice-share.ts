import type { TInvoice } from '@domain/api/invoices';
import { type TInvoiceShare, ZInvoiceShare } from '@domain/api/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

/** `GET /api/v2/invoices/{id}/share`: the invoice's links and a WhatsApp click-to-chat link. */
export async function getInvoiceShare(invoiceId: string): Promise<TInvoiceShare> {
  return ZInvoiceShare.parse(
    await apiClient.get<unknown>(`/api/v2/invoices/${encodeURIComponent(invoiceId)}/share`),
  );
}

type SharedInvoice = Pick<TInvoice, '_id' | 'balanceDue' | 'dueDate' | 'client' | 'invoiceNumber'>;

/**
 * Asked for with the page, not on the click: the clipboard and a new tab both need the click itself,
 * not a moment after it.
 */
export function getInvoiceShareQueryOptions(invoice: SharedInvoice) {
  const version = [invoice.invoiceNumber, invoice.balanceDue, invoice.dueDate, invoice.client.phone].join(
    '|',
  );
  return queryOptions({
    queryKey: messageKeys.invoiceShare(invoice._id, version),
    queryFn: () => getInvoiceShare(invoice._id),
  });
}

export function useInvoiceShare(invoice: SharedInvoice) {
  return useQuery(getInvoiceShareQueryOptions(invoice));
}
