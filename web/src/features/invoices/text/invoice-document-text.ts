import type { TaxSummaryColumn } from '../../../lib/invoice-format';
import type { Catalogue } from '../../../lib/text';

/** The invoice as a document: its blocks, facts, lines and summary, on its page and in the form alike. */
const EN = {
  from: 'From',
  billTo: 'Bill to',
  notes: 'Notes',
  gstin: (gstin: string) => `GSTIN: ${gstin}`,
  facts: 'Invoice details',
  hsn: 'HSN no.',
  date: 'Date',
  dueDate: 'Due date',
  amount: 'Amount',
  placeOfSupply: 'Place of supply',
  items: 'Items',
  itemColumns: {
    itemName: 'Item Name',
    quantity: 'Area (Sq.ft) / Qty',
    price: 'Price',
    discount: 'Disc(%)',
    lateFee: 'Late Fee(2% P.M)',
    amount: 'Amount',
  },
  /** A line on a phone: '1,250.00 sq.ft × ₹2.50', or '1 × ₹500.00' for a fixed amount. */
  lineQuantity: (quantity: string, isArea: boolean, price: string) =>
    `${quantity}${isArea ? ' sq.ft' : ''} × ${price}`,
  discount: (percent: string) => `Disc. ${percent}%`,
  lateFee: (percent: string) => `Late fee ${percent}%`,
  taxSummary: 'Tax summary',
  rate: 'Rate',
  taxColumns: {
    taxableValue: 'Taxable',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
  } satisfies Record<TaxSummaryColumn, string>,
  total: 'Total',
  summary: 'Summary',
  charges: 'Charges',
  subtotal: 'Subtotal',
  roundOff: 'Round off',
  payments: 'Payments',
  credited: 'Credited',
  paid: 'Paid',
  balance: 'Balance',
};

export type InvoiceDocumentText = typeof EN;

export const INVOICE_DOCUMENT_TEXT: Catalogue<InvoiceDocumentText> = { en: EN };
