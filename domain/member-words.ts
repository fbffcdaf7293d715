import type { PaymentMethod } from './constants';
import type { MemberLanguage } from './languages';
import type { StatementEntryKind } from './statement';

// The words every member-facing text shares, whatever carries it (a page, a message, a PDF): how a flat
// is named, and what Hindi calls a payment method and a document.

export type FlatParts = { block: string; floor: string; flat: string };

const FLAT_WORDS: Record<MemberLanguage, { block: string; floor: string; flat: string }> = {
  en: { block: 'Block', floor: 'Floor', flat: 'Flat' },
  hi: { block: 'ब्लॉक', floor: 'मंज़िल', flat: 'फ़्लैट' },
};

/** 'Block A, Floor 2, Flat A-201' ('ब्लॉक A, मंज़िल 2, फ़्लैट A-201'); a missing block or floor is left out. */
export function flatName({ block, floor, flat }: FlatParts, language: MemberLanguage): string {
  const words = FLAT_WORDS[language];
  return [block && `${words.block} ${block}`, floor && `${words.floor} ${floor}`, `${words.flat} ${flat}`]
    .filter(Boolean)
    .join(', ');
}

export const HINDI_PAYMENT_METHODS: Record<PaymentMethod, string> = {
  'Bank Transfer': 'बैंक ट्रांसफ़र',
  'Credit Card': 'क्रेडिट कार्ड',
  'Debit Card': 'डेबिट कार्ड',
  UPI: 'UPI',
  Cash: 'नकद',
  Cheque: 'चेक',
  Others: 'अन्य',
};

/** What a member reads a bill's type as in Hindi: every kind of bill is a बिल, a receipt a रसीद. */
export const HINDI_DOCUMENT_NAMES: Record<string, string> = {
  Invoice: 'बिल',
  Bill: 'बिल',
  Proforma: 'प्रोफ़ॉर्मा बिल',
  Receipt: 'रसीद',
  Quotation: 'कोटेशन',
};

/** What Hindi calls the two GST documents a bill may be. */
export const HINDI_TAX_DOCUMENT_NAMES: Record<string, string> = {
  'Tax Invoice': 'टैक्स इनवॉइस',
  'Bill of Supply': 'बिल ऑफ़ सप्लाई',
};

/** A bill's state in Hindi. */
export const HINDI_STATUS_NAMES: Record<string, string> = {
  Paid: 'चुकाया गया',
  Partial: 'आंशिक',
  Unpaid: 'बकाया',
  Quotation: 'कोटेशन',
};

/** A statement's columns, on its page and its PDF alike. */
export const STATEMENT_COLUMNS: Record<
  MemberLanguage,
  { date: string; number: string; particulars: string; debit: string; credit: string; balance: string }
> = {
  en: {
    date: 'Date',
    number: 'No.',
    particulars: 'Particulars',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
  },
  hi: { date: 'तारीख', number: 'क्रमांक', particulars: 'विवरण', debit: 'नामे', credit: 'जमा', balance: 'शेष' },
};

/**
 * A statement line's particulars as a member reads them: in Hindi the opening balance and each bill by
 * name; anything else (a receipt's method and reference, a credit note's reason) as the books wrote it.
 */
export function statementParticulars(
  line: { kind: StatementEntryKind; description: string; isAdvance: boolean },
  language: MemberLanguage,
): string {
  if (language === 'en') return line.description;
  if (line.kind === 'opening') return line.isAdvance ? 'पिछला अग्रिम' : 'पिछला बकाया';
  if (line.kind === 'bill') return HINDI_DOCUMENT_NAMES[line.description] ?? line.description;
  return line.description;
}
