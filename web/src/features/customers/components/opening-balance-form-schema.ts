import {
  OPENING_AS_OF_IN_FUTURE_MESSAGE,
  type TLedger,
  type TOpeningBalanceValues,
  ZOpeningBalanceInput,
} from '@domain/api/ledger';
import { z } from 'zod';

/** What the boxes hold: the amount as typed, the date as 'YYYY-MM-DD' ('' while none is picked). */
export type OpeningBalanceFormValues = { amount: string; asOf: string };

/** A signed decimal as people type it: "12500", "-3000", "12,500.50". */
const DECIMAL_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/;

function numberFromText(text: string): number {
  const plain = text.trim().replace(/,/g, '');
  // Empty or not a number: NaN, which the API's rule refuses with 'Please enter the opening balance'.
  return DECIMAL_TEXT.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * The API's own schema (the same messages in the browser as from the server), fed the typed text as a
 * number, plus the server's check against the clock: the date is not after `today`.
 */
export function openingBalanceFormSchema(today: string) {
  return z.object({ amount: z.string(), asOf: z.string() }).transform((values, context) => {
    const parsed = ZOpeningBalanceInput.safeParse({
      amount: numberFromText(values.amount),
      asOf: values.asOf || null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      return z.NEVER;
    }
    if (parsed.data.asOf !== null && parsed.data.asOf > today) {
      context.addIssue({ code: 'custom', path: ['asOf'], message: OPENING_AS_OF_IN_FUTURE_MESSAGE });
      return z.NEVER;
    }
    return parsed.data;
  }) satisfies z.ZodType<TOpeningBalanceValues, OpeningBalanceFormValues>;
}

/** The boxes filled with the flat's opening balance as stored; empty when it has none. */
export function openingBalanceFormDefaults(ledger: TLedger): OpeningBalanceFormValues {
  const { amount, asOf } = ledger.opening;
  return { amount: amount === 0 ? '' : amount.toFixed(2), asOf: asOf ?? '' };
}

/** The form's field for an API error's path. */
export function openingFieldOf(path: string): keyof OpeningBalanceFormValues | undefined {
  return path === 'amount' || path === 'asOf' ? path : undefined;
}
