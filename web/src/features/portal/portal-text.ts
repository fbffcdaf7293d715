import type { AgeBucket } from '@domain/ageing';

/**
 * Every text of the member's pages, in one catalogue, so a language is a new catalogue and no
 * component changes.
 */
export const PORTAL_TEXT = {
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
  } satisfies Record<AgeBucket, string>,
  unpaidBills: 'Unpaid bills',
  noUnpaidBills: 'No unpaid bills.',
  bill: (type: string, number: string) => `${type} ${number}`,
  billDates: (date: string, due: string) => `Dated ${date} · due ${due}`,
  overdue: 'Overdue',
  taxAndRounding: 'GST and rounding',
  billTotal: 'Total',
  paidSoFar: 'Paid or credited',
  balance: 'Balance',
  viewBill: 'View bill',
  payBill: (amount: string) => `Pay ${amount}`,
  receipts: 'Receipts',
  noReceipts: 'No receipts yet.',
  receiptLine: (number: string, method: string) => `${number} · ${method}`,
  reversed: 'Reversed',
  pdf: 'PDF',
  receiptPdf: (number: string) => `Receipt ${number} PDF`,
  statement: 'Statement of account',
  statementText: 'Every bill, payment and credit with the running balance.',
  openStatement: 'Open statement',
  statementPdf: 'Download PDF',
  contact: 'Questions about your dues?',
  poweredBy: 'Bills and receipts by Bahi',
} as const;

export type PortalText = typeof PORTAL_TEXT;
