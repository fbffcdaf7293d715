import { MAX_REFERENCE_LENGTH, type TAccountPaymentInput, ZAccountPaymentInput } from '@domain/api/ledger';
import type { PaymentMethod } from '@domain/constants';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { fromPaise, type Paise } from '@domain/money';
import { z } from 'zod';
import { DEFAULT_PAYMENT_METHOD, paymentMoneyFields } from './payment-form-schema';

export { MAX_REFERENCE_LENGTH };

/** What the boxes hold: the amount as typed text, the date as 'YYYY-MM-DD' ('' while half-typed). */
export type AccountPaymentFormValues = {
  datePaid: string;
  amountPaid: string;
  paymentMethod: PaymentMethod;
  reference: string;
  paidBy: string;
  note: string;
};

export type AccountPaymentFormOutput = Required<TAccountPaymentInput>;

const apiRules = ZAccountPaymentInput.shape;

/** Money on account has no upper bound: what is more than the dues waits as the flat's advance. */
export function accountPaymentFormSchema(today: string) {
  return z.object({
    ...paymentMoneyFields({ currency: 'INR', today }),
    reference: apiRules.reference.unwrap(),
    paidBy: apiRules.paidBy.unwrap(),
  }) satisfies z.ZodType<AccountPaymentFormOutput, AccountPaymentFormValues>;
}

/** The amount defaults to the flat's dues (empty when it owes nothing), the date to today. */
export function accountPaymentDefaults(duesPaise: Paise, now: Date = new Date()): AccountPaymentFormValues {
  return {
    datePaid: todayIn(DEFAULT_TIME_ZONE, now),
    amountPaid: duesPaise > 0 ? String(fromPaise(duesPaise)) : '',
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    reference: '',
    paidBy: '',
    note: '',
  };
}

const FIELDS = ['datePaid', 'amountPaid', 'paymentMethod', 'reference', 'paidBy', 'note'] as const;

/** The form's field for an API error's path, when it has one. */
export function accountPaymentFieldOf(path: string): keyof AccountPaymentFormValues | undefined {
  return FIELDS.find((field) => field === path);
}
