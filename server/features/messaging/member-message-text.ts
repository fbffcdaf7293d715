import type { PaymentMethod } from '@domain/constants';
import { formatMoney } from '@domain/format';
import { formatCalendarDate } from '@domain/format-basic';
import { LANGUAGE_LOCALES, type MemberLanguage } from '@domain/languages';
import { type FlatParts, flatName, HINDI_PAYMENT_METHODS } from '@domain/member-words';
import { formatBalance } from '@domain/statement';

/**
 * What the messages a flat's member is sent say (a receipt, a statement's link, a dues reminder, a
 * payment report turned down), in each member language: one catalogue per language, key for key, so
 * a language is a new catalogue and no builder changes. Amounts group the Indian way in both.
 */
export type { FlatParts };

export type MemberMessageText = {
  /** 'Block A, Floor 1, Flat A-101', or '' for a customer without a flat. */
  flat: (parts: FlatParts) => string;
  /** A payment method as the language names it; one it does not know, as stored. */
  method: (method: string) => string;
  dear: (name: string) => string;
  regards: (business: string) => string;
  account: string;
  receiptSubject: (number: string, business: string) => string;
  received: (parts: { amount: string; date: string; how: string; flat: string }) => string;
  receiptAttached: (number: string) => string;
  receiptShort: (number: string) => string;
  receiptChat: (number: string, business: string, received: string) => string;
  statementSubject: (business: string) => string;
  statementReady: (flat: string, balance: string) => string;
  statementView: string;
  statementChatView: string;
  duesSubject: (business: string, amount: string) => string;
  duesIntro: (business: string, flat: string, amount: string) => string;
  payOnline: string;
  payAtOffice: string;
  paidAlready: string;
  codeSubject: (code: string) => string;
  codeBody: (code: string, minutes: number) => string;
  codeIgnore: string;
  reportSubject: (business: string) => string;
  reportRejected: (parts: { amount: string; date: string; reference: string; reason: string }) => string;
  day: (date: string) => string;
  money: (paise: number) => string;
  balance: (paise: number) => string;
};

const EN: MemberMessageText = {
  flat: (parts) => (parts.flat ? flatName(parts, 'en') : ''),
  method: (method) => method,
  dear: (name) => `Dear ${name},`,
  regards: (business) => `Regards,\n${business}`,
  account: 'Your account, all bills and receipts:',
  receiptSubject: (number, business) => `Receipt ${number} from ${business}`,
  received: ({ amount, date, how, flat }) =>
    `We have received ${amount} on ${date}${how ? ` by ${how}` : ''}${flat ? ` for ${flat}` : ''}.`,
  receiptAttached: (number) => `Receipt ${number} is attached. Thank you.`,
  receiptShort: (number) => `Receipt ${number}`,
  receiptChat: (number, business, received) => `Receipt ${number} from ${business}: ${received} Thank you.`,
  statementSubject: (business) => `Statement of account from ${business}`,
  statementReady: (flat, balance) =>
    `Your statement of account${flat ? ` for ${flat}` : ''} is ready. Balance today: ${balance}.`,
  statementView: 'View it, download it as a PDF and pay:',
  statementChatView: 'View:',
  duesSubject: (business, amount) => `Dues reminder from ${business}: ${amount}`,
  duesIntro: (business, flat, amount) =>
    `This is a reminder from ${business}: the dues of ${flat} are ${amount} in all.`,
  payOnline: 'Pay online:',
  payAtOffice: 'To pay, please pay at the society office.',
  paidAlready: 'If you have paid already, thank you, and please ignore this reminder.',
  codeSubject: (code) => `${code} is your code to open your flat's account`,
  codeBody: (code, minutes) =>
    `Your code is ${code}. Enter it on the page where you asked for it, within ${minutes} minutes.`,
  codeIgnore: 'If you did not ask for it, ignore this e-mail: nothing opens without the code.',
  reportSubject: (business) => `Your payment report to ${business}`,
  reportRejected: ({ amount, date, reference, reason }) =>
    `Your report of a payment of ${amount} on ${date}${reference ? ` (${reference})` : ''} could not be confirmed: ${reason}`,
  day: (date) => formatCalendarDate(date, LANGUAGE_LOCALES.en),
  money: (paise) => formatMoney(paise),
  balance: (paise) => formatBalance(paise),
};

const HI: MemberMessageText = {
  flat: (parts) => (parts.flat ? flatName(parts, 'hi') : ''),
  method: (method) => HINDI_PAYMENT_METHODS[method as PaymentMethod] ?? method,
  dear: (name) => `प्रिय ${name},`,
  regards: (business) => `सादर,\n${business}`,
  account: 'आपका खाता, सभी बिल और रसीदें:',
  receiptSubject: (number, business) => `${business} की रसीद ${number}`,
  received: ({ amount, date, how, flat }) =>
    `हमें ${date} को ${amount}${how ? ` (${how})` : ''}${flat ? `, ${flat} के लिए,` : ''} प्राप्त हुए।`,
  receiptAttached: (number) => `रसीद ${number} संलग्न है। धन्यवाद।`,
  receiptShort: (number) => `रसीद ${number}`,
  receiptChat: (number, business, received) => `${business} की रसीद ${number}: ${received} धन्यवाद।`,
  statementSubject: (business) => `${business} से खाते का विवरण`,
  statementReady: (flat, balance) =>
    `${flat ? `${flat} के ` : ''}खाते का आपका विवरण तैयार है। आज का शेष: ${balance}।`,
  statementView: 'देखें, PDF डाउनलोड करें और भुगतान करें:',
  statementChatView: 'देखें:',
  duesSubject: (business, amount) => `${business} से बकाया की याद: ${amount}`,
  duesIntro: (business, flat, amount) => `${business} की ओर से याद दिलाना: ${flat} का कुल बकाया ${amount} है।`,
  payOnline: 'ऑनलाइन भुगतान करें:',
  payAtOffice: 'भुगतान के लिए कृपया सोसाइटी कार्यालय में जमा करें।',
  paidAlready: 'यदि आप भुगतान कर चुके हैं, तो धन्यवाद; कृपया इस संदेश को अनदेखा करें।',
  codeSubject: (code) => `${code} आपके फ़्लैट का खाता खोलने का कोड है`,
  codeBody: (code, minutes) =>
    `आपका कोड ${code} है। इसे ${minutes} मिनट के भीतर उसी पेज पर डालें जहाँ आपने इसे माँगा था।`,
  codeIgnore: 'यदि आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: कोड के बिना कुछ नहीं खुलता।',
  reportSubject: (business) => `${business} को भेजी आपकी भुगतान सूचना`,
  reportRejected: ({ amount, date, reference, reason }) =>
    `${date} को ${amount}${reference ? ` (${reference})` : ''} के भुगतान की आपकी सूचना की पुष्टि नहीं हो सकी: ${reason}`,
  day: (date) => formatCalendarDate(date, LANGUAGE_LOCALES.hi),
  money: (paise) => formatMoney(paise),
  balance: (paise) => formatBalance(paise),
};

const CATALOGUES: Record<MemberLanguage, MemberMessageText> = { en: EN, hi: HI };

export function memberMessageText(language: MemberLanguage): MemberMessageText {
  return CATALOGUES[language];
}
