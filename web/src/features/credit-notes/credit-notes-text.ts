import type { Catalogue } from '../../lib/text';

/** Credit notes on a bill: the button, the dialog that issues one, its figures, and the bill's list of notes. */
const EN = {
  creditNote: 'Credit note',
  title: (invoiceNumber: string) => `Credit note against bill ${invoiceNumber}`,
  close: 'Close',
  loadingLines: "Loading the bill's lines",
  nothingLeft:
    'Nothing is left to credit on this bill now: it owes nothing, or a late-fee invoice has replaced it.',
  intro: (client: string, invoiceNumber: string, billDate: string) =>
    `${client} · Bill ${invoiceNumber} of ${billDate}. Type what to take off each line before GST; the GST is reversed in proportion.`,
  issue: 'Issue credit note',
  issued: (number: string) => `Credit note ${number} issued`,
  reason: 'Reason',
  reasonHint: "Shown on the bill and the flat's statement",
  date: 'Date',
  creditWholeBill: 'Credit the whole bill',
  /** The bill's lines, each with a box for what to take off it. */
  lines: 'Lines to credit',
  lineColumns: { line: 'Line', billed: 'Billed', credited: 'Credited', left: 'Left', credit: 'Credit' },
  billed: (amount: string) => `Billed ${amount}`,
  credited: (amount: string) => `Credited ${amount}`,
  left: (amount: string) => `Left ${amount}`,
  credit: 'Credit',
  creditOn: (itemName: string) => `Credit on ${itemName}`,
  noGst: 'No GST',
  /** The note as it will be issued. */
  preview: 'Credit note preview',
  thisNote: 'This credit note',
  figures: 'Credit note figures',
  subTotal: 'Sub total',
  gstReversed: 'GST reversed',
  roundOff: 'Round off',
  noteTotal: 'Credit note total',
  total: 'Total',
  billBalance: 'Bill balance',
  balanceNow: 'Balance due now',
  balanceAfter: 'Balance after this note',
  /** The bill's list of its notes. */
  creditNotes: 'Credit notes',
  loadingNotes: 'Loading the credit notes…',
  columns: { number: 'No.', date: 'Date', reason: 'Reason', gst: 'GST reversed', total: 'Total', pdf: 'PDF' },
  pdf: 'PDF',
  downloadPdf: (number: string) => `Download credit note ${number}`,
};

export type CreditNotesText = typeof EN;

export const CREDIT_NOTES_TEXT: Catalogue<CreditNotesText> = { en: EN };
