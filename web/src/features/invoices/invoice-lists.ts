import type { InvoiceListName } from '../../../../domain/api/invoices';

/** The invoice list pages (SPEC §2): the path picks the list (the API's name for it) and its heading. */
export type InvoiceList = { path: string; title: string; kind: InvoiceListName };

export const INVOICE_LISTS: InvoiceList[] = [
  { path: '/invoices', title: 'Invoices', kind: 'all' },
  { path: '/total', title: 'Total Invoices', kind: 'all' },
  { path: '/paid', title: 'Paid Invoices', kind: 'paid' },
  { path: '/partial', title: 'Partial Paid Invoices', kind: 'partial' },
  { path: '/unpaid', title: 'Unpaid Invoices', kind: 'unpaid' },
  { path: '/overdues', title: 'Overdue Invoices', kind: 'overdues' },
];

const DEFAULT_LIST: InvoiceList = { path: '/invoices', title: 'Invoices', kind: 'all' };

export function invoiceListForPath(pathname: string): InvoiceList {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return INVOICE_LISTS.find((list) => list.path === path) ?? DEFAULT_LIST;
}
