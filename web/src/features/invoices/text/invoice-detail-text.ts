import type { Catalogue } from '../../../lib/text';

/** The owner's page of an invoice: heading, actions, a replaced bill's note, payments, a missing invoice. */
const EN = {
  title: 'Invoice',
  loading: 'Loading invoice',
  number: (number: string) => `No. ${number}`,
  editInvoice: 'Edit Invoice',
  addLateFee: 'Add Late Fee',
  recordPayment: 'Record Payment',
  /** The words around the link to the other invoice. */
  replacedBy: { before: 'Replaced by ', after: ' with late fee' },
  lateFeeOn: { before: 'Late fee on ', after: '' },
  paymentHistory: 'Payment history',
  paymentColumns: {
    datePaid: 'Date Paid',
    amountPaid: 'Amount Paid',
    method: 'Payment Method',
    note: 'Payment Note',
    delete: 'Delete',
  },
  deletePayment: (amount: string, date: string) => `Delete payment of ${amount} on ${date}`,
  notFound: 'Invoice not found',
  notFoundText: 'This invoice does not exist or has been deleted. Please check the link you were sent.',
  allInvoices: 'All invoices',
};

export type InvoiceDetailText = typeof EN;

export const INVOICE_DETAIL_TEXT: Catalogue<InvoiceDetailText> = { en: EN };
