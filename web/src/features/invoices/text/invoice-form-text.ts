import type { LineBasis } from '@domain/line-basis';
import type { Catalogue } from '../../../lib/text';
import type { InvoiceItemValues } from '../components/invoice-form-schema';

/** The invoice form and its pages (new, edit, late fee): header, Bill to, lines, terms, summary, saving. */
const EN = {
  createTitle: 'Create invoice',
  editTitle: 'Edit invoice',
  lateFeeTitle: 'Create invoice with late fee',
  loading: 'Loading invoice form',
  needsPaymentMethod:
    'Add your Razorpay keys or a UPI ID in Settings so your clients can pay, then create invoices here.',
  settings: 'Settings',
  openInvoice: 'Open invoice',
  logo: (businessName: string) => `${businessName} logo`,
  noLogo: 'Logo',
  type: 'Type',
  invoiceNumber: 'Invoice No.',
  numberKept: 'Kept if the date changes; type another to renumber',
  numberOfYear: (financialYear: string) =>
    `Next of ${financialYear}, the year of the date; or type a serial (7)`,
  status: 'Status',
  date: 'Date',
  dueDate: 'Due Date',
  amount: 'Amount',
  change: 'Change',
  newCustomer: 'New Customer',
  selectCustomer: 'Select Customer',
  noCustomerMatch: (search: string) => `No customers match "${search}"`,
  noCustomers: 'No customers yet',
  /** The flat's area, the quantity every per-sq.ft line is billed for. */
  area: (area: string) => `Area ${area} sq.ft`,

  // The lines
  items: 'Items',
  columns: {
    itemName: { label: 'Item Name' },
    basis: { label: 'Basis' },
    quantity: { label: 'Area (Sq.ft)', secondLine: '/ Qty' },
    price: { label: 'Price' },
    discount: { label: 'Disc(%)' },
    lateFee: { label: 'Late Fee', secondLine: '(2% P.M)' },
    amount: { label: 'Amount', secondLine: '/ GST' },
    action: { label: 'Action' },
  },
  itemLabels: {
    itemName: 'Item Name',
    basis: 'Basis',
    gstTreatment: 'GST',
    gstRate: 'GST',
    hsn: 'SAC',
    quantity: 'Qty',
    unitPrice: 'Price',
    discount: 'Disc(%)',
    overDues: 'Late Fee(2% P.M)',
  } satisfies Record<keyof InvoiceItemValues, string>,
  /** A line's box as a screen reader names it: 'Price, line 2'. */
  onLine: (label: string, line: number) => `${label}, line ${line}`,
  itemPlaceholder: 'e.g. Maintenance charges',
  /** How the basis choice reads: a per-sq.ft line bills the flat's area, a fixed one a typed quantity. */
  bases: { area: 'per sq.ft', fixed: 'fixed' } satisfies Record<LineBasis, string>,
  billRate: 'Bill rate',
  exempt: 'Exempt',
  levy: 'Levy',
  removeLine: (line: number) => `Remove line ${line}`,
  lineAmount: (line: number) => `Amount, line ${line}`,
  addItem: 'Add Item',

  // Terms, summary and saving
  gstPercent: 'GST(%)',
  hsn: 'HSN Number',
  currency: 'Currency',
  customRate: 'Charge this custom rate (not a GST slab)',
  notes: 'Notes / payment details',
  summary: 'Invoice summary',
  subTotal: 'Sub total',
  interest: 'Of which interest on arrears',
  noGst: 'No GST (not registered)',
  gst: 'GST',
  roundOff: 'Round off',
  createWithFine: 'Create with Fine',
  save: 'Continue & Save',
  updated: 'Invoice updated successfully',
  generated: 'Invoice generated successfully',
};

export type InvoiceFormText = typeof EN;

export const INVOICE_FORM_TEXT: Catalogue<InvoiceFormText> = { en: EN };
