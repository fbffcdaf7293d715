import type { InvoiceListName } from '../../../../../domain/api/invoices';

/** One page of an invoice list as asked for: `limit` 0 means every invoice on one page. */
export type InvoiceListParams = { page: number; limit: number };

/** Every invoice query lives under `invoices`, so one prefix reaches them all after a change. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (userId: string, name: InvoiceListName, params: InvoiceListParams) =>
    [...invoiceKeys.lists(), userId, name, params] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  count: () => [...invoiceKeys.all, 'count'] as const,
};
