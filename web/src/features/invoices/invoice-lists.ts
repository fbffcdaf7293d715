import type { InvoiceListName } from '@domain/api/invoices';

/**
 * The invoice list pages: the path picks the list (the API's name for it), its heading,
 * and what it says when it has nothing to show.
 */
export type InvoiceList = { path: string; title: string; kind: InvoiceListName; emptyText: string };

const NO_INVOICES = 'No invoice yet. Click the plus icon to create invoice';

export const INVOICE_LISTS: InvoiceList[] = [
  { path: '/invoices', title: 'Invoices', kind: 'all', emptyText: NO_INVOICES },
  { path: '/total', title: 'Total Invoices', kind: 'all', emptyText: NO_INVOICES },
  { path: '/paid', title: 'Paid Invoices', kind: 'paid', emptyText: 'No paid invoices yet' },
  {
    path: '/partial',
    title: 'Partial Paid Invoices',
    kind: 'partial',
    emptyText: 'No partially paid invoices',
  },
  { path: '/unpaid', title: 'Unpaid Invoices', kind: 'unpaid', emptyText: 'No unpaid invoices' },
  { path: '/overdues', title: 'Overdue Invoices', kind: 'overdues', emptyText: 'No overdue invoices' },
];

const DEFAULT_LIST = INVOICE_LISTS[0] as InvoiceList;

export function invoiceListForPath(pathname: string): InvoiceList {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return INVOICE_LISTS.find((list) => list.path === path) ?? DEFAULT_LIST;
}

/** The status filter is the list itself: each choice opens its list, the other filters kept. */
export const STATUS_CHOICES: { kind: InvoiceListName; label: string; path: string }[] = [
  { kind: 'all', label: 'All statuses', path: '/invoices' },
  { kind: 'paid', label: 'Paid', path: '/paid' },
  { kind: 'partial', label: 'Partially paid', path: '/partial' },
  { kind: 'unpaid', label: 'Unpaid', path: '/unpaid' },
  { kind: 'overdues', label: 'Overdue', path: '/overdues' },
];

/** Lists of money still owed: on a phone their rows show the balance rather than the total. */
export function showsBalance(list: InvoiceList): boolean {
  return list.kind === 'overdues' || list.kind === 'partial';
}
