import type { Catalogue } from '../../../lib/text';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Reports → Accounts: the period, what it holds, the GSTR-1 and Tally exports, and the Tally ledgers. */
const EN = {
  title: 'Accounts',
  description:
    'What your accountant needs for a month or a financial year: the GSTR-1 return and the books for Tally.',
  period: 'Period',
  month: 'Month',
  financialYear: 'Financial year',
  fy: (year: string) => `FY ${year}`,
  bills: (count: number) => plural(count, 'bill', 'bills'),
  creditNotes: (count: number) => plural(count, 'credit note', 'credit notes'),
  receipts: (count: number) => plural(count, 'receipt', 'receipts'),
  holds: (from: string, to: string, contents: string) => `${from} to ${to}: ${contents}.`,
  loading: 'Loading the period',
  empty: 'Nothing was billed, credited or received in this period.',
  saved: (fileName: string) => `Saved ${fileName}`,
  gstr1: 'GSTR-1',
  gstr1For: (gstin: string) =>
    `For GSTIN ${gstin}: B2B, B2C (large and small), credit notes, nil-rated and exempt supplies, the HSN/SAC summary and the documents issued. `,
  gstr1YearJson: 'The JSON is one return a month, twelve in a ZIP, for the GST offline tool.',
  gstr1MonthJson: 'The JSON is the return the GST offline tool imports.',
  /** Before and after the link to the profile: 'GSTR-1 needs your GSTIN: add it in Settings → Profile.' */
  noGstin: 'GSTR-1 needs your GSTIN: add it in',
  noGstinLink: 'Settings → Profile',
  noGstinEnd: '.',
  downloadJson: 'Download JSON',
  downloadJsonZip: 'Download JSON (ZIP)',
  downloadXlsx: 'Download XLSX',
  downloadXml: 'Download XML',
  tally: 'Tally',
  tallyText:
    'Sales vouchers for the bills, receipt vouchers for the money received and the credit notes, as a Tally XML import with the ledgers it names.',
  tax: 'Tax in this period',
  taxOf: 'Of the bills, less the credit notes',
  amount: 'Amount (₹)',
  taxRows: {
    taxable: 'Taxable value',
    untaxed: 'Not taxed (exempt, levies, bills of supply)',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'Billed',
    received: 'Received',
  },
  tallyLedgers: 'Tally ledgers',
  loadingLedgers: 'Loading the Tally ledgers',
  ledgersSaved: 'Tally ledgers saved',
  saveLedgers: 'Save ledgers',
  ledgersIntro:
    "The names the Tally file gives your ledgers. Each flat is a party ledger of its own, named by flat and holder ('A-101 Asha Rao').",
  headIncome: 'Income from each bill head',
  noHeads: 'No bill heads yet: lines go to the ledger for lines under no bill head.',
  otherLedgers: 'Other ledgers',
  cancel: 'Cancel',
};

export type AccountsText = typeof EN;

export const ACCOUNTS_TEXT: Catalogue<AccountsText> = { en: EN };
