import type { InvoiceListName, TInvoiceListRow } from '@domain/api/invoices';
import { useCallback } from 'react';
import { ALL_ROWS, limitFor } from '../../../components/list-pagination';
import { useAllInvoices, useInvoices } from '../api/get-invoices';
import type { InvoiceListFilters } from '../api/invoice-keys';

export type InvoiceListView = {
  isPending: boolean;
  error: Error | null;
  retry: () => void;
  rows: TInvoiceListRow[];
  total: number;
  /** Another page or page size is on its way; the rows on screen stay until it arrives. */
  isRefreshing: boolean;
  /** 'All' has rows still to fetch; `loadMore` asks for the next batch. */
  hasMore: boolean;
  loadMore: () => void;
};

/** No filter, the default order. */
const NO_FILTERS: InvoiceListFilters = {};

/**
 * One list as the page shows it, narrowed and ordered by `filters`: a page of 5, 10 or 25, or All
 * (the starting size), which arrives 100 at a time, each continuing from the last, as the
 * reader scrolls towards its end.
 */
export function useInvoiceListView(
  userId: string,
  name: InvoiceListName,
  page: number,
  rowsPerPage: number,
  filters: InvoiceListFilters = NO_FILTERS,
): InvoiceListView {
  const isAll = rowsPerPage === ALL_ROWS;
  const paged = useInvoices(
    userId,
    name,
    { page, limit: limitFor(rowsPerPage), filters },
    { enabled: !isAll },
  );
  const all = useAllInvoices(userId, name, filters, { enabled: isAll });
  const { fetchNextPage } = all;
  // Kept stable: whatever watches the end of the list is set up again when it changes.
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  if (isAll) {
    const pages = all.data?.pages ?? [];
    return {
      isPending: all.isPending,
      error: all.error,
      retry: () => void all.refetch(),
      rows: pages.flatMap((batch) => batch.data),
      total: pages[0]?.total ?? 0,
      isRefreshing: all.isFetchingNextPage || all.isPlaceholderData,
      // The rows of the list before a filter changed are on screen: they have no next page of their own.
      hasMore: all.hasNextPage && !all.isFetchingNextPage && !all.isPlaceholderData,
      loadMore,
    };
  }
  return {
    isPending: paged.isPending,
    error: paged.error,
    retry: () => void paged.refetch(),
    rows: paged.data?.data ?? [],
    total: paged.data?.total ?? 0,
    isRefreshing: paged.isPlaceholderData,
    hasMore: false,
    loadMore: () => undefined,
  };
}
