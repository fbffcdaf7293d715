import {
  CREDIT_NOTE_IN_FUTURE_MESSAGE,
  CREDIT_NOTE_LINES_REQUIRED_MESSAGE,
  creditAboveBalanceMessage,
  creditNoteBeforeBillMessage,
  type TCreditNoteValues,
  type TInvoiceCredits,
  ZCreditNoteInput,
} from '@domain/api/credit-notes';
import { creditDateRefusal, isAboveOwed } from '@domain/credit-note';
import { formatCalendarDate, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import { z } from 'zod';
import { amountOfText, amountRefusal, type CreditFormLine } from './credit-note-amounts';
import { creditFormLinesOf, creditNotePreviewOf } from './credit-note-figures';

const apiRules = ZCreditNoteInput.shape;

/**
 * What the boxes hold: the date as 'YYYY-MM-DD' ('' while half-typed), and one amount per line of the
 * bill, in the bill's order, as typed ('' for a line not credited).
 */
export type CreditNoteFormValues = { date: string; reason: string; amounts: string[] };

/** What a valid form gives: the request body, its lines those given an amount. */
export type CreditNoteFormOutput = TCreditNoteValues;

/** Where a refusal about the lines as a whole goes (none given, more than the bill owes). */
export const LINES_ERROR = 'root.lines';

type CreditNoteFormContext = {
  /** The bill as the server answered it at the dialog's opening. */
  credits: TInvoiceCredits;
  /** 'YYYY-MM-DD' in the business's zone: no note may be later. */
  today: string;
};

/**
 * The API's own rules (so the browser and the server say the same thing), plus those the server checks
 * against the bill and the clock, in its words: the date neither before the bill nor after today, no
 * line credited above what is left on it, at least one line, and the note no more than the bill owes.
 */
export function creditNoteFormSchema({ credits, today }: CreditNoteFormContext) {
  const lines = creditFormLinesOf(credits);
  const { currency, date: billDate } = credits.invoice;
  const balancePaise = toPaise(credits.balanceDue);
  return z
    .object({
      date: z.string().superRefine((text, context) => {
        const parsed = apiRules.date.safeParse(text || undefined);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            context.addIssue({ code: 'custom', message: issue.message });
        } else {
          const refusal = creditDateRefusal(parsed.data, billDate, today);
          if (refusal === 'future')
            context.addIssue({ code: 'custom', message: CREDIT_NOTE_IN_FUTURE_MESSAGE });
          if (refusal === 'before-bill') {
            context.addIssue({
              code: 'custom',
              message: creditNoteBeforeBillMessage(formatCalendarDate(billDate)),
            });
          }
        }
      }),
      reason: apiRules.reason,
      amounts: z.array(z.string()).superRefine((texts, context) => {
        for (const [index, line] of lines.entries()) {
          const message = amountRefusal(texts[index] ?? '', line, currency);
          if (message) context.addIssue({ code: 'custom', message, path: [index] });
        }
      }),
    })
    .superRefine(({ amounts }, context) => {
      const preview = creditNotePreviewOf(credits, amounts);
      const path = LINES_ERROR.split('.');
      if (preview.kind === 'empty') {
        context.addIssue({ code: 'custom', path, message: CREDIT_NOTE_LINES_REQUIRED_MESSAGE });
      } else if (preview.kind === 'figures' && isAboveOwed(preview.figures.totalPaise, balancePaise)) {
        const message = creditAboveBalanceMessage(formatMoney(balancePaise, currency));
        context.addIssue({ code: 'custom', path, message });
      }
    })
    .transform(
      ({ date, reason, amounts }): CreditNoteFormOutput => ({
        date,
        reason,
        lines: lines.flatMap((line, index) => {
          const amount = amountOfText(amounts[index] ?? '');
          return amount === null ? [] : [{ line: line.line, amount }];
        }),
      }),
    ) satisfies z.ZodType<CreditNoteFormOutput, CreditNoteFormValues>;
}

/**
 * The form's field for an API error's path. The request names its lines by their place in the request
 * (`lines.0.amount` is the first line sent), so `sent` says which of the bill's lines each one was;
 * `lines` itself (above what the bill owes, none at all) is about the lines as a whole.
 */
export function creditNoteFieldOf(
  sent: CreditNoteFormOutput['lines'],
  lines: readonly CreditFormLine[],
): (path: string) => `amounts.${number}` | 'date' | 'reason' | typeof LINES_ERROR | undefined {
  return (path) => {
    if (path === 'date' || path === 'reason') return path;
    if (path === 'lines') return LINES_ERROR;
    const match = /^lines\.(\d+)\.(amount|line)$/.exec(path);
    if (!match) return undefined;
    const index = lines.findIndex((line) => line.line === sent[Number(match[1])]?.line);
    return index >= 0 ? `amounts.${index}` : LINES_ERROR;
  };
}
