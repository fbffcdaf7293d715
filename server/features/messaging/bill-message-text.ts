import type { MemberLanguage } from '@domain/languages';
import { HINDI_DOCUMENT_NAMES } from '@domain/member-words';

/**
 * What the messages about bills say, a bill sent and the overdue reminder, in each member language:
 * one catalogue per language, key for key, beside the member messages' own (member-message-text.ts).
 */
export type BillMessageText = {
  /** 'Proforma 001'; a type the catalogue does not know keeps its own name. */
  document: (type: string, number: string) => string;
  billSubject: (document: string, business: string) => string;
  including: (total: string, tax: string) => string;
  taxPair: (cgst: string, sgst: string) => string;
  billAttached: (parts: {
    document: string;
    total: string;
    date: string;
    balance: string;
    due: string;
  }) => string;
  viewOnline: string;
  chatDue: (document: string, business: string, amount: string, due: string) => string;
  chatPaid: (document: string, business: string, amount: string) => string;
  chatView: string;
  chatPay: string;
  chatAccount: string;
  reminderSubject: (business: string, count: number) => string;
  reminderIntro: (business: string, count: number, total: string) => string;
  reminderRow: (document: string, due: string, balance: string) => string;
  reminderColumns: { bill: string; due: string; balance: string; link: string };
};

const EN: BillMessageText = {
  document: (type, number) => `${type} ${number}`,
  billSubject: (document, business) => `${document} from ${business}`,
  including: (total, tax) => `${total} (including ${tax})`,
  taxPair: (cgst, sgst) => `CGST ${cgst} and SGST ${sgst}`,
  billAttached: ({ document, total, date, balance, due }) =>
    `Please find attached ${document} for ${total}, dated ${date}. Balance due: ${balance}, by ${due}.`,
  viewOnline: 'View it online:',
  chatDue: (document, business, amount, due) => `${document} from ${business}: ${amount} due by ${due}.`,
  chatPaid: (document, business, amount) => `${document} from ${business}: ${amount}, paid in full.`,
  chatView: 'View:',
  chatPay: 'Pay:',
  chatAccount: 'Your account:',
  reminderSubject: (business, count) =>
    `Payment reminder from ${business}: ${count === 1 ? '1 overdue invoice' : `${count} overdue invoices`}`,
  reminderIntro: (business, count, total) =>
    `This is a reminder from ${business}: the following ${count === 1 ? 'invoice is' : `${count} invoices are`} overdue, ${total} in all.`,
  reminderRow: (document, due, balance) => `${document}, due ${due}: ${balance}`,
  reminderColumns: { bill: 'Invoice', due: 'Due', balance: 'Balance', link: 'Link' },
};

const HI: BillMessageText = {
  document: (type, number) => `${HINDI_DOCUMENT_NAMES[type] ?? type} ${number}`,
  billSubject: (document, business) => `${business} का ${document}`,
  including: (total, tax) => `${total} (${tax} सहित)`,
  taxPair: (cgst, sgst) => `CGST ${cgst} और SGST ${sgst}`,
  billAttached: ({ document, total, date, balance, due }) =>
    `${date} का ${document}, ${total} का, संलग्न है। बकाया राशि: ${balance}, ${due} तक देय।`,
  viewOnline: 'ऑनलाइन देखें:',
  chatDue: (document, business, amount, due) => `${business} का ${document}: ${amount}, ${due} तक देय।`,
  chatPaid: (document, business, amount) => `${business} का ${document}: ${amount}, पूरा चुकाया गया।`,
  chatView: 'देखें:',
  chatPay: 'भुगतान करें:',
  chatAccount: 'आपका खाता:',
  reminderSubject: (business, count) => `${business} से भुगतान की याद: ${count} बकाया बिल`,
  reminderIntro: (business, count, total) =>
    `${business} की ओर से याद दिलाना: ${count === 1 ? 'यह बिल' : `ये ${count} बिल`} देय तारीख निकल जाने के बाद भी बकाया ${count === 1 ? 'है' : 'हैं'}, कुल ${total}।`,
  reminderRow: (document, due, balance) => `${document}, देय ${due}: ${balance}`,
  reminderColumns: { bill: 'बिल', due: 'देय तारीख', balance: 'बकाया', link: 'लिंक' },
};

const CATALOGUES: Record<MemberLanguage, BillMessageText> = { en: EN, hi: HI };

export function billMessageText(language: MemberLanguage): BillMessageText {
  return CATALOGUES[language];
}
