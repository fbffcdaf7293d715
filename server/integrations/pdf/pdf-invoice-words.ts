import type { MemberLanguage } from '@domain/languages';
import { HINDI_DOCUMENT_NAMES, HINDI_STATUS_NAMES, HINDI_TAX_DOCUMENT_NAMES } from '@domain/member-words';

/** What a bill's PDF says, in each member language, key for key; figures and GST names stay as domain/ writes them. */
export type PdfInvoiceWords = {
  heading: (heading: string) => string;
  status: (status: string) => string;
  number: string;
  date: string;
  dueDate: string;
  hsn: string;
  statusLabel: string;
  suppliedIn: string;
  billTo: string;
  balanceDue: string;
  due: (date: string) => string;
  columns: {
    name: string;
    quantity: string;
    price: string;
    discount: string;
    lateFee: string;
    amount: string;
  };
  taxSummary: string;
  gstRate: string;
  taxableValue: string;
  total: string;
  interest: string;
  interestBill: (number: string, period: string) => string;
  interestNote: string;
  amountInWords: string;
  subtotal: string;
  roundOff: string;
  creditNotes: string;
  paid: string;
  balance: string;
  howToPay: string;
  scanToPay: (amount: string) => string;
  upiId: (id: string) => string;
  payOnline: string;
  notes: string;
  footer: (business: string, title: string) => string;
};

const EN: PdfInvoiceWords = {
  heading: (heading) => heading,
  status: (status) => status,
  number: 'Number',
  date: 'Date',
  dueDate: 'Due date',
  hsn: 'HSN no.',
  statusLabel: 'Status',
  suppliedIn: 'Supplied in',
  billTo: 'Bill to',
  balanceDue: 'Balance due',
  due: (date) => `Due ${date}`,
  columns: {
    name: 'Item Name',
    quantity: 'Area (Sq.ft) / Qty',
    price: 'Price',
    discount: 'Disc(%)',
    lateFee: 'Late Fee(%)',
    amount: 'Amount',
  },
  taxSummary: 'Tax summary',
  gstRate: 'GST rate',
  taxableValue: 'Taxable value',
  total: 'Total',
  interest: 'Interest on arrears',
  interestBill: (number, period) => `No. ${number} · ${period}`,
  interestNote:
    "Simple interest on the unpaid principal of each bill, from the day after it fell due (and any grace days) up to the day it was paid or this bill's date; each day at the yearly rate ÷ the days of its year.",
  amountInWords: 'Amount in words',
  subtotal: 'Subtotal',
  roundOff: 'Round off',
  creditNotes: 'Credit notes',
  paid: 'Paid',
  balance: 'Balance',
  howToPay: 'How to pay',
  scanToPay: (amount) => `Scan to pay ${amount} with any UPI app`,
  upiId: (id) => `UPI ID: ${id}`,
  payOnline: 'Pay online: ',
  notes: 'Notes',
  footer: (business, title) => `${business} · ${title} · This is a computer-generated document.`,
};

const HI: PdfInvoiceWords = {
  heading: (heading) => HINDI_DOCUMENT_NAMES[heading] ?? HINDI_TAX_DOCUMENT_NAMES[heading] ?? heading,
  status: (status) => HINDI_STATUS_NAMES[status] ?? status,
  number: 'क्रमांक',
  date: 'तारीख',
  dueDate: 'देय तारीख',
  hsn: 'HSN संख्या',
  statusLabel: 'स्थिति',
  suppliedIn: 'आपूर्ति का स्थान',
  billTo: 'किसके नाम',
  balanceDue: 'बकाया राशि',
  due: (date) => `${date} तक देय`,
  columns: {
    name: 'मद',
    quantity: 'क्षेत्र (वर्ग फ़ुट) / मात्रा',
    price: 'दर',
    discount: 'छूट (%)',
    lateFee: 'विलंब शुल्क (%)',
    amount: 'राशि',
  },
  taxSummary: 'कर सारांश',
  gstRate: 'GST दर',
  taxableValue: 'कर योग्य मूल्य',
  total: 'कुल',
  interest: 'बकाये पर ब्याज',
  interestBill: (number, period) => `क्रमांक ${number} · ${period}`,
  interestNote:
    'हर बिल की बकाया मूल राशि पर साधारण ब्याज, देय तारीख (और छूट के दिनों) के अगले दिन से भुगतान के दिन या इस बिल की तारीख तक; हर दिन वार्षिक दर ÷ उस वर्ष के दिनों पर।',
  amountInWords: 'राशि शब्दों में',
  subtotal: 'उप-योग',
  roundOff: 'पूर्णांकन',
  creditNotes: 'क्रेडिट नोट',
  paid: 'चुकाया',
  balance: 'बाकी',
  howToPay: 'भुगतान कैसे करें',
  scanToPay: (amount) => `किसी भी UPI ऐप से स्कैन करके ${amount} चुकाएँ`,
  upiId: (id) => `UPI ID: ${id}`,
  payOnline: 'ऑनलाइन भुगतान: ',
  notes: 'टिप्पणी',
  footer: (business, title) => `${business} · ${title} · यह कंप्यूटर से बना दस्तावेज़ है।`,
};

const CATALOGUES: Record<MemberLanguage, PdfInvoiceWords> = { en: EN, hi: HI };

export function pdfInvoiceWords(language: MemberLanguage = 'en'): PdfInvoiceWords {
  return CATALOGUES[language];
}
