import type { InvoiceListName, InvoiceSort } from '@domain/api/invoices';
import type { InvoiceType } from '@domain/constants';

/** What narrows a list and orders it, as the list pages keep it in their address. */
export type InvoiceListFilters = {
  /** 'YYYY-MM' */
  month?: string;
  block?: string;
  type?: InvoiceType;
  search?: string;
  sort?: InvoiceSort;
};

/** One page of an invoice list as asked for (`limit` 0 means every invoice on one page), and its filters. */
export type InvoiceListParams = { page: number; limit: number; filters?: InvoiceListFilters };

/** Every invoice query lives under `invoices`, so one prefix reaches them all after a change. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (userId: string, name: InvoiceListName, params: InvoiceListParams) =>
    [...invoiceKeys.lists(), userId, name, params] as const,
  blocks: () => [...invoiceKeys.lists(), 'blocks'] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  /** What the next invoice number depends on: every invoice numbered, and the business's numbering. */
  count: () => [...invoiceKeys.all, 'count'] as const,
  /** The next number of a financial year (named by the year it starts). */
  nextNumber: (financialYear: number) => [...invoiceKeys.count(), financialYear] as const,
};
