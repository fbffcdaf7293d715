import type { Catalogue } from '../../lib/text';

/** Interest on arrears: Settings → Arrears, the invoice form's offer, and a bill's calculation. */
const EN = {
  settings: {
    title: 'Arrears',
    description:
      "How a member who pays late is charged: a late-fee invoice, or interest on arrears as society bye-laws charge it, added to the flat's next bill with its calculation.",
    chargedFrom: (date: string) => `Interest is charged for days from ${date}.`,
    loading: 'Loading arrears settings',
    form: 'Arrears settings',
    chargeAs: 'Charge late payment as',
    lateFeeInvoice: 'A late-fee invoice: 2 % a month started, replacing the overdue bill',
    interest: "Interest on arrears: simple interest a year on the unpaid principal, on the flat's next bill",
    perYear: '% a year',
    rate: 'Rate',
    rateHelp: 'Simple interest, never on interest',
    ceiling: 'Ceiling',
    ceilingHelp: 'The most your bye-laws allow (21 % in most)',
    graceDays: 'Grace days',
    graceDaysHelp: 'Days after the due date before interest runs',
    minimum: 'Minimum',
    minimumHelp: 'Less interest than this on a bill is not charged',
    chargeFrom: 'Charge interest for days from',
    chargeFromRequired: 'Please enter the first day interest is charged for',
    chargeFromHelp: 'No day before it is ever charged, so choosing interest does not bill years gone by.',
    save: 'Save arrears settings',
    saved: 'Arrears settings saved',
  },
  offer: {
    underMinimum: (total: string, minimum: string) =>
      `Interest on arrears up to this date comes to ${total}, under the ${minimum} minimum: nothing is added.`,
    noneDue: 'No interest on arrears is due from this flat up to this date.',
    add: (amount: string) => `Add interest on arrears (${amount})`,
    bill: (number: string, period: string, days: number, rate: number, amount: string) =>
      `No. ${number} · ${period} · ${days} days at ${rate} %: ${amount}`,
  },
  calculation: {
    title: 'Interest on arrears',
    bill: (number: string, period: string) => `No. ${number} · ${period}`,
    columns: {
      bill: 'Bill and days',
      working: 'Days × principal × rate ÷ days of the year',
      interest: 'Interest',
    },
    explanation:
      "Simple interest on each bill's unpaid principal (never on interest), from the day after it fell due and its grace days up to the day it was paid or this bill's date.",
    loading: 'Loading the calculation…',
  },
};

export type InterestText = typeof EN;

export const INTEREST_TEXT: Catalogue<InterestText> = { en: EN };
