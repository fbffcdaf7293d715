import { amountInWords } from '@domain/amount-in-words';
import { rupeesInHindi } from '@domain/amount-in-words-hindi';
import type { PaymentMethod } from '@domain/constants';
import { formatCalendarDate } from '@domain/format-basic';
import { LANGUAGE_LOCALES, type MemberLanguage } from '@domain/languages';
import { type FlatParts, flatName, HINDI_PAYMENT_METHODS, STATEMENT_COLUMNS } from '@domain/member-words';

/**
 * What a receipt's and a statement's PDF say, in each member language: one catalogue per language,
 * key for key. Figures stay as domain/ prints them (₹1,23,450.00, Dr and Cr).
 */
export type PdfWords = {
  day: (date: string) => string;
  flat: (parts: FlatParts) => string;
  method: (method: string) => string;
  page: (page: number, pages: number) => string;
  receipt: string;
  receiptTitle: (number: string) => string;
  number: string;
  date: string;
  reversedOn: (date: string) => string;
  bounceCharge: (amount: string) => string;
  notReceived: string;
  receivedFrom: string;
  onBehalfOf: (name: string) => string;
  paidBy: string;
  amountReceived: string;
  balanceAfter: (balance: string) => string;
  due: (amount: string) => string;
  inAdvance: (amount: string) => string;
  nothingDue: string;
  amountInWords: string;
  /** The amount as a receipt writes it in words. */
  inWords: (paise: number) => string;
  settled: string;
  openingBalance: string;
  openingAdvance: string;
  bill: (number: string) => string;
  advance: string;
  totalReceived: string;
  note: string;
  receiptFooter: (business: string, title: string) => string;
  statement: string;
  statementTitle: (who: string) => string;
  from: string;
  to: string;
  member: string;
  closingBalance: string;
  on: (date: string) => string;
  columns: {
    date: string;
    number: string;
    particulars: string;
    debit: string;
    credit: string;
    balance: string;
  };
  broughtForward: string;
  totals: (from: string, to: string) => string;
  statementFooter: (business: string, title: string) => string;
};

const EN: PdfWords = {
  day: (date) => formatCalendarDate(date, LANGUAGE_LOCALES.en),
  flat: (parts) => (parts.flat ? flatName(parts, 'en') : ''),
  method: (method) => method,
  page: (page, pages) => `Page ${page} of ${pages}`,
  receipt: 'Receipt',
  receiptTitle: (number) => `Receipt ${number}`,
  number: 'Number',
  date: 'Date',
  reversedOn: (date) => `Reversed on ${date}`,
  bounceCharge: (amount) => `Bounce charge of ${amount} on the next bill`,
  notReceived: 'This money was not received; what it paid is due again.',
  receivedFrom: 'Received from',
  onBehalfOf: (name) => `On behalf of ${name}`,
  paidBy: 'Paid by',
  amountReceived: 'Amount received',
  balanceAfter: (balance) => `Balance after this receipt: ${balance}`,
  due: (amount) => `${amount} due`,
  inAdvance: (amount) => `${amount} in advance`,
  nothingDue: 'Nothing due',
  amountInWords: 'Amount in words',
  inWords: (paise) => amountInWords(paise),
  settled: 'Settled',
  openingBalance: 'Opening balance (arrears brought forward)',
  openingAdvance: 'Opening advance',
  bill: (number) => `Bill ${number}`,
  advance: 'Advance (taken by the next bill)',
  totalReceived: 'Total received',
  note: 'Note',
  receiptFooter: (business, title) => `${business} · ${title} · This is a computer-generated receipt.`,
  statement: 'Statement of account',
  statementTitle: (who) => `Statement of account · ${who}`,
  from: 'From',
  to: 'To',
  member: 'Member',
  closingBalance: 'Closing balance',
  on: (date) => `On ${date}`,
  columns: STATEMENT_COLUMNS.en,
  broughtForward: 'Balance brought forward',
  totals: (from, to) => `Totals, ${from} to ${to}`,
  statementFooter: (business, title) => `${business} · ${title} · This is a computer-generated statement.`,
};

const HI: PdfWords = {
  day: (date) => formatCalendarDate(date, LANGUAGE_LOCALES.hi),
  flat: (parts) => (parts.flat ? flatName(parts, 'hi') : ''),
  method: (method) => HINDI_PAYMENT_METHODS[method as PaymentMethod] ?? method,
  page: (page, pages) => `पृष्ठ ${page} / ${pages}`,
  receipt: 'रसीद',
  receiptTitle: (number) => `रसीद ${number}`,
  number: 'क्रमांक',
  date: 'तारीख',
  reversedOn: (date) => `${date} को रद्द`,
  bounceCharge: (amount) => `अगले बिल में ${amount} का बाउंस शुल्क`,
  notReceived: 'यह राशि प्राप्त नहीं हुई; इससे चुकाया गया बकाया फिर देय है।',
  receivedFrom: 'किससे प्राप्त',
  onBehalfOf: (name) => `${name} की ओर से`,
  paidBy: 'भुगतान का तरीका',
  amountReceived: 'प्राप्त राशि',
  balanceAfter: (balance) => `इस रसीद के बाद: ${balance}`,
  due: (amount) => `${amount} बकाया`,
  inAdvance: (amount) => `${amount} अग्रिम`,
  nothingDue: 'कुछ भी बकाया नहीं',
  amountInWords: 'राशि शब्दों में',
  inWords: (paise) => rupeesInHindi(paise),
  settled: 'किस बकाये में जमा',
  openingBalance: 'पिछला बकाया',
  openingAdvance: 'पिछला अग्रिम',
  bill: (number) => `बिल ${number}`,
  advance: 'अग्रिम (अगले बिल में समायोजित)',
  totalReceived: 'कुल प्राप्त',
  note: 'टिप्पणी',
  receiptFooter: (business, title) => `${business} · ${title} · यह कंप्यूटर से बनी रसीद है।`,
  statement: 'खाते का विवरण',
  statementTitle: (who) => `खाते का विवरण · ${who}`,
  from: 'से',
  to: 'तक',
  member: 'सदस्य',
  closingBalance: 'अंतिम शेष',
  on: (date) => `${date} को`,
  columns: STATEMENT_COLUMNS.hi,
  broughtForward: 'पिछला शेष',
  totals: (from, to) => `योग, ${from} से ${to}`,
  statementFooter: (business, title) => `${business} · ${title} · यह कंप्यूटर से बना विवरण है।`,
};

const CATALOGUES: Record<MemberLanguage, PdfWords> = { en: EN, hi: HI };

export function pdfWords(language: MemberLanguage): PdfWords {
  return CATALOGUES[language];
}
