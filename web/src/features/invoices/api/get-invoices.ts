import {
  DEFAULT_INVOICE_SORT,
  type InvoiceListName,
  type TInvoiceList,
  ZInvoiceList,
} from '@domain/api/invoices';
import { DEFAULT_LIST_PAGE } from '@domain/api/paging';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient, type QueryValue } from '../../../lib/api-client';
import { type InvoiceListFilters, type InvoiceListParams, invoiceKeys } from './invoice-keys';

/** The filters as the API takes them; the default order and empty filters are left out of the address. */
function filterQuery({ sort, search, ...filters }: InvoiceListFilters = {}): Record<string, QueryValue> {
  return {
    ...filters,
    search: search || undefined,
    sort: sort === DEFAULT_INVOICE_SORT ? undefined : sort,
  };
}

/**
 * One page of one of the caller's invoice lists, the server answering for the token: page `page` of
 * `limit`, or the `limit` invoices after the position `after` (a `nextCursor` it gave).
 */
export async function getInvoices(
  userId: string,
  name: InvoiceListName,
  { page, limit, filters }: InvoiceListParams,
  after?: string,
) {
  const answer = await apiClient.get<unknown>(`/api/v2/invoices/${name}/${encodeURIComponent(userId)}`, {
    query: after ? { limit, after, ...filterQuery(filters) } : { page, limit, ...filterQuery(filters) },
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

/** Rows per request while a list shows All: the API's own page. */
export const ALL_ROWS_BATCH = DEFAULT_LIST_PAGE;

/**
 * A whole list, fetched a page at a time as the reader asks for more, each page continuing from the
 * last one's cursor: 'All' may be 20,000 invoices, megabytes nobody should wait for before seeing the
 * first rows.
 */
export function useAllInvoices(
  userId: string,
  name: InvoiceListName,
  filters: InvoiceListFilters,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const params = { page: 1, limit: ALL_ROWS_BATCH, filters };
  return useInfiniteQuery({
    queryKey: invoiceKeys.list(userId, name, { ...params, limit: 0 }),
    queryFn: ({ pageParam }) => getInvoices(userId, name, params, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A change of filters keeps the rows on screen until the new list arrives.
    placeholderData: keepPreviousData,
    enabled,
  });
}
