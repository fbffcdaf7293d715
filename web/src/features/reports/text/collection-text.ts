import type { Catalogue } from '../../../lib/text';

/** Reports → Collection: the page and its tables (billed by head, collected by method, by block). */
const EN = {
  title: 'Collection',
  description: 'What was billed and collected in a period.',
  descriptionBetween: (from: string, to: string) => `What was billed and collected from ${from} to ${to}.`,
  exportXlsx: 'Export XLSX',
  saved: (fileName: string) => `Saved ${fileName}`,
  status: (billed: string, collected: string, owed: string) =>
    `Billed ${billed} · collected ${collected} · still owed on these bills ${owed}. A reversed payment is not counted.`,
  loading: 'Loading the collection',
  empty: 'Nothing was billed or collected in this period.',
  billedByHead: 'Billed by head',
  billHead: 'Bill head',
  amount: 'Amount (₹)',
  totalBills: (bills: number) => `Total · ${bills} ${bills === 1 ? 'bill' : 'bills'}`,
  collectedByMethod: 'Collected by method',
  paymentMethod: 'Payment method',
  receipts: 'Receipts',
  total: 'Total',
  byBlock: 'By block',
  block: 'Block',
  billed: 'Billed (₹)',
  collected: 'Collected (₹)',
  outstanding: 'Outstanding (₹)',
};

export type CollectionText = typeof EN;

export const COLLECTION_TEXT: Catalogue<CollectionText> = { en: EN };
