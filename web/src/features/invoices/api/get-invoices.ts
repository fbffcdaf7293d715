import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InvoiceListName, type TInvoiceList, ZInvoiceList } from '../../../../../domain/api/invoices';
import { apiClient } from '../../../lib/api-client';
import { type InvoiceListParams, invoiceKeys } from './invoice-keys';

/** One page of one of the caller's invoice lists, by invoice number; the server answers for the token. */
export async function getInvoices(userId: string, name: InvoiceListName, { page, limit }: InvoiceListParams) {
  const answer = await apiClient.get<unknown>(`/api/v2/invoices/${name}/${encodeURIComponent(userId)}`, {
    query: { page, limit },
  });
  return ZInvoiceList.parse(answer) satisfies TInvoiceList;
}

export function getInvoicesQueryOptions(userId: string, name: InvoiceListName, params: InvoiceListParams) {
  return queryOptions({
    queryKey: invoiceKeys.list(userId, name, params),
    queryFn: () => getInvoices(userId, name, params),
  });
}

export function useInvoices(userId: string, name: InvoiceListName, params: InvoiceListParams) {
  // The page on screen stays while the next one loads, so paging never flashes a spinner.
  return useQuery({ ...getInvoicesQueryOptions(userId, name, params), placeholderData: keepPreviousData });
}
