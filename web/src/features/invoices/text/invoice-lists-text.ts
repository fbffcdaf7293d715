import type { InvoiceListName, InvoiceSort } from '@domain/api/invoices';
import type { Catalogue } from '../../../lib/text';
import type { InvoiceListId } from '../invoice-lists';

const NO_INVOICES = 'No invoice yet. Click the plus icon to create invoice';
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The owner's invoice lists: each one's heading and empty state, the filters, the table, a phone's list. */
const EN = {
  lists: {
    invoices: { title: 'Invoices', empty: NO_INVOICES },
    total: { title: 'Total Invoices', empty: NO_INVOICES },
    paid: { title: 'Paid Invoices', empty: 'No paid invoices yet' },
    partial: { title: 'Partial Paid Invoices', empty: 'No partially paid invoices' },
    unpaid: { title: 'Unpaid Invoices', empty: 'No unpaid invoices' },
    overdues: { title: 'Overdue Invoices', empty: 'No overdue invoices' },
  } satisfies Record<InvoiceListId, { title: string; empty: string }>,
  newInvoice: 'New Invoice',
  loading: 'Loading invoices',
  noMatch: 'No invoices match these filters',
  clearFilters: 'Clear filters',
  showMore: 'Show more invoices',
  filterBar: 'Filter invoices',
  searchLabel: 'Search invoices',
  searchPlaceholder: 'Number, name, flat or block',
  filters: 'Filters',
  status: 'Status',
  statuses: {
    all: 'All statuses',
    paid: 'Paid',
    partial: 'Partially paid',
    unpaid: 'Unpaid',
    overdues: 'Overdue',
  } satisfies Record<InvoiceListName, string>,
  month: 'Month',
  anyMonth: 'Any month',
  /** A month of the month filter, 0 for January: 'Dec 2026'. */
  monthChoice: (month: number, year: number) => `${MONTH_NAMES[month]} ${year}`,
  block: 'Block',
  anyBlock: 'Any block',
  type: 'Type',
  anyType: 'Any type',
  sortBy: 'Sort by',
  sorts: {
    newest: 'Newest first',
    oldest: 'Oldest first',
    number: 'Invoice number',
    due: 'Due date',
    amount: 'Largest amount',
  } satisfies Record<InvoiceSort, string>,
  table: 'Invoices',
  columns: {
    number: 'Number',
    client: 'Client',
    date: 'Date',
    dueDate: 'Due date',
    amount: 'Amount',
    balance: 'Balance',
    status: 'Status',
    edit: 'Edit',
  },
  balance: (amount: string) => `Balance ${amount}`,
  due: (date: string) => `Due ${date}`,
  editInvoice: (number: string) => `Edit invoice ${number}`,
};

export type InvoiceListsText = typeof EN;

export const INVOICE_LISTS_TEXT: Catalogue<InvoiceListsText> = { en: EN };
