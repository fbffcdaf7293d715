import { z } from 'zod';

export const CLOSE_CHOICE_MESSAGE = 'Please choose a month or a financial year to close';
export const MONTH_MESSAGE = 'Please choose a month (YYYY-MM)';
export const FINANCIAL_YEAR_MESSAGE = 'Please choose a financial year such as 2025-26';
export const MONTH_NOT_BEGUN_MESSAGE = 'Only a month that has begun can be closed';
export const MONTH_NOT_CLOSED_MESSAGE = 'This month is not closed';

const ZMonth = z.string({ error: MONTH_MESSAGE }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE);

const ZCloseBooksFields = z.strictObject({
  month: ZMonth.optional(),
  financialYear: z
    .string({ error: FINANCIAL_YEAR_MESSAGE })
    .regex(/^\d{4}-\d{2}$/, { message: FINANCIAL_YEAR_MESSAGE, abort: true })
    .refine(
      (label) => (Number(label.slice(0, 4)) + 1) % 100 === Number(label.slice(5, 7)),
      FINANCIAL_YEAR_MESSAGE,
    )
    .optional(),
});

/** What to close: one month, or a financial year ('2025-26': April 2025 to March 2026). */
export const ZCloseBooksInput = ZCloseBooksFields.refine(
  (input) => (input.month === undefined) !== (input.financialYear === undefined),
  {
    message: CLOSE_CHOICE_MESSAGE,
    path: ['month'],
    // Asked only once what was given reads right: a malformed month is its own mistake.
    when: (payload) => ZCloseBooksFields.safeParse(payload.value).success,
  },
);
export type TCloseBooksInput = z.infer<typeof ZCloseBooksInput>;

export const ZClosedMonthParams = z.object({ month: ZMonth });

export const ZClosedMonths = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      label: z.string(),
      closedAt: z.string(),
      /** Who closed it; null when that person has left no name. */
      closedBy: z.string().nullable(),
    }),
  ),
});
export type TClosedMonths = z.infer<typeof ZClosedMonths>;
