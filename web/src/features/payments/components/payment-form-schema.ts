import type { TInvoice } from '@domain/api/invoices';
import {
  amountAboveBalanceMessage,
  DATE_PAID_IN_FUTURE_MESSAGE,
  type TPaymentInput,
  ZPaymentInput,
} from '@domain/api/payments';
import { DEFAULT_TIME_ZONE, type PaymentMethod } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { formatMoney } from '@domain/format';
import { fromPaise, type Paise, toPaise } from '@domain/money';
import { balanceDue } from '@domain/status';
import { z } from 'zod';

/** The form shows these of the API's fields; who paid (`paidBy`) is left to its default. */
const ZPaymentFields = ZPaymentInput.pick({
  datePaid: true,
  amountPaid: true,
  paymentMethod: true,
  note: true,
});
const apiRules = ZPaymentFields.shape;

/** What the boxes hold: the amount as typed text, the date as 'YYYY-MM-DD' ('' while half-typed). */
export type PaymentFormValues = {
  datePaid: string;
  amountPaid: string;
  paymentMethod: PaymentMethod;
  note: string;
};

/** What a valid form gives: the request body. */
export type PaymentFormOutput = Pick<Required<TPaymentInput>, keyof PaymentFormValues>;

/**
 * UPI is how most residents of Indian housing societies pay their maintenance today: free, instant and
 * from the phone they already hold, to the society's UPI ID or QR code printed on the bill (the profile
 * has a UPI ID for that reason). Bank transfers (NEFT/IMPS) and cheques come next; the owner changes
 * the method in one click when it was one of those.
 */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'UPI';

/** What is still owed on the invoice: total − credited − received, in paise, never below zero. */
export function balanceOf(invoice: Pick<TInvoice, 'total' | 'totalAmountReceived' | 'totalCredited'>): Paise {
  return balanceDue(
    toPaise(invoice.total),
    toPaise(invoice.totalAmountReceived),
    toPaise(invoice.totalCredited),
  );
}

/** The amount defaults to total − received, as a plain number ('2853', '1234.5'); the date to today. */
export function paymentFormDefaults(balance: Paise, now: Date = new Date()): PaymentFormValues {
  return {
    datePaid: todayIn(DEFAULT_TIME_ZONE, now),
    amountPaid: String(fromPaise(balance)),
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    note: '',
  };
}

/**
 * A plain decimal as people type it; grouping commas ('4,853' or '1,23,456') are allowed, and a sign
 * only to be told the amount must be more than 0.
 */
const DECIMAL_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/;

function numberFromText(text: string): number {
  const plain = text.trim().replace(/,/g, '');
  // Empty or not a number: NaN, which the API's own rule refuses with 'Please enter the amount paid'.
  return DECIMAL_TEXT.test(plain) ? Number(plain) : Number.NaN;
}

type PaymentFormContext = {
  /** What is still due, in paise: no payment may be more. None: money on account, with no bound. */
  balance?: Paise;
  currency: string;
  /** 'YYYY-MM-DD' in the business's zone: no payment may be later. */
  today: string;
};

/**
 * The date paid and the amount, by the API's own rules (so the browser and the server give the same
 * messages), plus the two the server checks against the invoice and the clock, with the server's
 * words: the amount is at most the balance due (when there is one), and the date is not in the future.
 */
export function paymentMoneyFields({ balance, currency, today }: PaymentFormContext) {
  return {
    datePaid: z.string().transform((text, context) => {
      // An empty box is a date not given, not a malformed one.
      const parsed = apiRules.datePaid.safeParse(text || undefined);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      if (parsed.data > today) {
        context.addIssue({ code: 'custom', message: DATE_PAID_IN_FUTURE_MESSAGE });
        return z.NEVER;
      }
      return parsed.data;
    }),
    amountPaid: z.string().transform((text, context) => {
      const parsed = apiRules.amountPaid.safeParse(numberFromText(text));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      if (balance !== undefined && toPaise(parsed.data) > balance) {
        context.addIssue({
          code: 'custom',
          message: amountAboveBalanceMessage(formatMoney(balance, currency)),
        });
        return z.NEVER;
      }
      return parsed.data;
    }),
    paymentMethod: apiRules.paymentMethod,
    note: apiRules.note.unwrap(),
  };
}

/** The Record Payment form: one invoice's payment, at most its balance due. */
export function paymentFormSchema(context: PaymentFormContext & { balance: Paise }) {
  return z.object(paymentMoneyFields(context)) satisfies z.ZodType<PaymentFormOutput, PaymentFormValues>;
}

const FORM_FIELDS: ReadonlyArray<keyof PaymentFormValues> = [
  'datePaid',
  'amountPaid',
  'paymentMethod',
  'note',
];

/** The form's field for an API error's path ('amountPaid', 'datePaid', …), when it has one. */
export function paymentFieldOf(path: string): keyof PaymentFormValues | undefined {
  return FORM_FIELDS.find((field) => field === path);
}
