import { invoiceListFilters } from '@domain/api/invoices';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { InvoiceListFilters } from '../api/invoice-keys';

/** How long typing pauses before the list is searched. */
const SEARCH_DELAY_MS = 300;

/** The address's names for each filter: `q` for the search, as search boxes usually have it. */
export const FILTER_PARAMS = {
  month: 'month',
  block: 'block',
  type: 'type',
  search: 'q',
  sort: 'sort',
} as const;
export type FilterName = keyof typeof FILTER_PARAMS;

/** The filters an address holds; a value the API would refuse (an edited link) is left out. */
function filtersOf(params: URLSearchParams): InvoiceListFilters {
  const read = <Name extends FilterName>(name: Name) => {
    const value = params.get(FILTER_PARAMS[name]);
    if (value === null || value === '') return undefined;
    const parsed = invoiceListFilters[name].safeParse(value);
    return parsed.success ? (parsed.data as InvoiceListFilters[Name]) : undefined;
  };
  return {
    month: read('month'),
    block: read('block'),
    type: read('type'),
    search: read('search'),
    sort: read('sort'),
  };
}

/** Whether anything narrows the list (the order does not). */
export function hasFilters(filters: InvoiceListFilters): boolean {
  return Boolean(filters.month || filters.block || filters.type || filters.search);
}

/**
 * The list's filters and order, kept in the page's address so a link, a reload or Back shows the same
 * list. The search box updates at once; the search itself waits for a pause in typing.
 */
export function useInvoiceListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const [searchText, setSearchText] = useState(filters.search ?? '');

  const set = useCallback(
    (name: FilterName, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(FILTER_PARAMS[name], value);
          else next.delete(FILTER_PARAMS[name]);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    const wanted = searchText.trim();
    if (wanted === (filters.search ?? '')) return;
    const timer = setTimeout(() => set('search', wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search, set]);

  const clear = useCallback(() => {
    setSearchText('');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['month', 'block', 'type', 'search'] as const) next.delete(FILTER_PARAMS[name]);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  return { filters, searchText, setSearchText, set, clear, params };
}
