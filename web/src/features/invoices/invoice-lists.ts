import type { InvoiceListName } from '@domain/api/invoices';

/** The six list pages; each one's heading and empty state are in the lists' catalogue under this name. */
export type InvoiceListId = 'invoices' | 'total' | 'paid' | 'partial' | 'unpaid' | 'overdues';

/**
 * The invoice list pages: the path picks the list (the API's name for it), and its name its heading
 * and what it says when it has nothing to show.
 */
export type InvoiceList = { id: InvoiceListId; path: string; kind: InvoiceListName };

export const INVOICE_LISTS: InvoiceList[] = [
  { id: 'invoices', path: '/invoices', kind: 'all' },
  { id: 'total', path: '/total', kind: 'all' },
  { id: 'paid', path: '/paid', kind: 'paid' },
  { id: 'partial', path: '/partial', kind: 'partial' },
  { id: 'unpaid', path: '/unpaid', kind: 'unpaid' },
  { id: 'overdues', path: '/overdues', kind: 'overdues' },
];

const DEFAULT_LIST = INVOICE_LISTS[0] as InvoiceList;

export function invoiceListForPath(pathname: string): InvoiceList {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return INVOICE_LISTS.find((list) => list.path === path) ?? DEFAULT_LIST;
}

/** The status filter is the list itself: each choice opens its list, the other filters kept. */
export const STATUS_CHOICES: { kind: InvoiceListName; path: string }[] = [
  { kind: 'all', path: '/invoices' },
  { kind: 'paid', path: '/paid' },
  { kind: 'partial', path: '/partial' },
  { kind: 'unpaid', path: '/unpaid' },
  { kind: 'overdues', path: '/overdues' },
];

/** Lists of money still owed: on a phone their rows show the balance rather than the total. */
export function showsBalance(list: InvoiceList): boolean {
  return list.kind === 'overdues' || list.kind === 'partial';
}
