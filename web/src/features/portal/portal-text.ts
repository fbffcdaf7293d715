import type { AgeBucket } from '@domain/ageing';
import type { PaymentMethod } from '@domain/constants';
import { type FlatParts, flatName } from '@domain/member-words';
import { INVOICE_EN } from './text/invoice-en';
import { SIGN_IN_EN } from './text/sign-in-en';
import { STATEMENT_EN } from './text/statement-en';

/**
 * Every text of the member's pages in English: the catalogue every other language repeats key for
 * key (text/hi.ts), so a language is a new catalogue and no component changes.
 */
export const EN = {
  productName: 'Bahi',
  pageTitle: 'My account',
  skipToContent: 'Skip to main content',
  loading: 'Loading your account…',
  notValidTitle: 'This link is not valid',
  notValidText: 'It may have been replaced by a newer one. Please ask your society for a new link.',
  offlineTitle: 'You are offline',
  offlineText: 'Your account cannot be loaded without a connection. It will load when you are back online.',
  failedTitle: 'Your account could not be loaded',
  failedText: 'Something went wrong on our side. Please try again in a moment.',
  tryAgain: 'Try again',
  totalDue: 'Total due',
  asOf: (date: string) => `as of ${date}`,
  nothingDue: 'Nothing is due. Thank you!',
  advance: (amount: string) => `Advance held: ${amount}`,
  openingDue: (amount: string) => `Includes ${amount} brought forward`,
  ageingLabel: 'Dues by age',
  ageBuckets: {
    notDue: 'Not yet due',
    days0to30: 'Up to 30 days late',
    days31to60: '31–60 days late',
    days61to90: '61–90 days late',
    days90plus: 'Over 90 days late',
  } as Record<AgeBucket, string>,
  unpaidBills: 'Unpaid bills',
  noUnpaidBills: 'No unpaid bills.',
  bill: (type: string, number: string) => `${type} ${number}`,
  documentTypes: {
    Invoice: 'Invoice',
    Bill: 'Bill',
    Proforma: 'Proforma',
    Receipt: 'Receipt',
    Quotation: 'Quotation',
  } as Record<string, string>,
  paymentMethods: {
    'Bank Transfer': 'Bank transfer',
    'Credit Card': 'Credit card',
    'Debit Card': 'Debit card',
    UPI: 'UPI',
    Cash: 'Cash',
    Cheque: 'Cheque',
    Others: 'Other',
  } as Record<PaymentMethod, string>,
  switchLanguage: 'हिन्दी में देखें',
  flat: (parts: FlatParts) => flatName(parts, 'en'),
  billDates: (date: string, due: string) => `Dated ${date} · due ${due}`,
  overdue: 'Overdue',
  taxAndRounding: 'GST and rounding',
  billTotal: 'Total',
  paidSoFar: 'Paid or credited',
  balance: 'Balance',
  viewBill: 'View bill',
  payThisBill: 'Pay this bill',
  pay: (amount: string) => `Pay ${amount}`,
  starting: 'Opening payment…',
  confirming: 'Confirming payment…',
  payOnlineNote: 'UPI, cards and net banking, through Razorpay.',
  otherAmount: 'Pay a different amount',
  otherAmountLabel: 'Amount in rupees',
  otherAmountHint: (least: string) => `At least ${least}; anything above your dues is kept as advance.`,
  otherAmountTooLow: (least: string) => `Please pay at least ${least}.`,
  payOther: 'Pay this amount',
  checkoutDescription: (amount: string) => `Dues ${amount}`,
  paidTitle: 'Payment received',
  paidText: (number: string, amount: string) => `Receipt ${number} for ${amount}. Thank you!`,
  downloadReceipt: 'Download receipt',
  receipts: 'Receipts',
  noReceipts: 'No receipts yet.',
  receiptLine: (number: string, method: string) => `${number} · ${method}`,
  reversed: 'Reversed',
  pdf: 'PDF',
  receiptPdf: (number: string) => `Receipt ${number} PDF`,
  paidOtherWay: 'Paid another way?',
  paidOtherWayText:
    'Sent money by NEFT, a UPI transfer or a cheque? Tell the society, and it sends your receipt once it sees the money.',
  iHavePaid: 'I have paid',
  reportAmount: 'Amount paid (₹)',
  reportDate: 'Date paid',
  reportMethod: 'How you paid',
  reportMethods: {
    UPI: 'UPI transfer',
    'Bank Transfer': 'NEFT / IMPS / bank transfer',
    Cheque: 'Cheque',
    Cash: 'Cash',
  } as Record<'UPI' | 'Bank Transfer' | 'Cheque' | 'Cash', string>,
  reportReference: 'UTR or cheque number',
  reportNote: 'Note (optional)',
  reportProof: 'Screenshot or photo (optional, JPEG, PNG or PDF, up to 5 MB)',
  reportSend: 'Send to the society',
  reportSending: 'Sending…',
  reportCancel: 'Cancel',
  yourReports: 'Your payment reports',
  reportLine: (amount: string, date: string, method: string) => `${amount} on ${date} · ${method}`,
  reportStatus: {
    pending: 'Waiting for the society to confirm',
    confirmed: 'Confirmed: your receipt is above',
    rejected: (reason: string) => `Not confirmed: ${reason}`,
  } as { pending: string; confirmed: string; rejected: (reason: string) => string },
  statement: 'Statement of account',
  statementText: 'Every bill, payment and credit with the running balance.',
  openStatement: 'Open statement',
  statementPdf: 'Download PDF',
  contact: 'Questions about your dues?',
  poweredBy: 'Bills and receipts by Bahi',
  /** A bill's own pages: the public invoice, its pay page and the payment's result. */
  invoice: INVOICE_EN,
  /** The member's statement page. */
  statementPage: STATEMENT_EN,
  /** Opening the account with a code sent by e-mail. */
  signIn: SIGN_IN_EN,
  /** What the server answered, in the page's language (its answers are English). */
  server: (message: string) => message,
};

export type PortalText = typeof EN;
