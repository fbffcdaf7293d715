import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type InvoiceListName, type TInvoiceList, ZInvoiceList } from '../../../../../domain/api/invoices';
import { MAX_PAGE_SIZE } from '../../../../../domain/api/paging';
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

export function useInvoices(
  userId: string,
  name: InvoiceListName,
  params: InvoiceListParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  // The page on screen stays while the next one loads, so paging never flashes a spinner.
  return useQuery({
    ...getInvoicesQueryOptions(userId, name, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Rows per request while a list shows All: the API's largest page. */
export const ALL_ROWS_BATCH = MAX_PAGE_SIZE;

/**
 * A whole list, fetched a batch at a time as the reader asks for more: 'All' may be 20,000 invoices,
 * megabytes nobody should wait for before seeing the first rows.
 */
export function useAllInvoices(
  userId: string,
  name: InvoiceListName,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey: invoiceKeys.list(userId, name, { page: 0, limit: 0 }),
    queryFn: ({ pageParam }) => getInvoices(userId, name, { page: pageParam, limit: ALL_ROWS_BATCH }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.numberOfPages ? last.currentPage + 1 : undefined),
    enabled,
  });
}
