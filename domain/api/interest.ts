import { z } from 'zod';
import { isValidDateString } from '../dates';
import { isMoneyValue } from '../money';
import { isValidPercent } from '../percent';

/**
 * Interest on arrears (`/api/v2/settings/interest`, `/api/v2/clients/{id}/interest`,
 * `/api/v2/invoices/{id}/interest`): how a business charges for late payment, either the late-fee
 * invoice that replaces an overdue bill, or simple interest a year on the arrears, posted as a line of
 * the flat's next bill (domain/interest.ts works it out).
 */

export const LATE_CHARGES = ['late-fee-invoice', 'interest'] as const;
export type LateCharge = (typeof LATE_CHARGES)[number];

/** The name of the line that carries interest on a bill. */
export const INTEREST_LINE_NAME = 'Interest on arrears';

/** The usual bye-law ceiling, and the rate a business starts with. */
export const DEFAULT_INTEREST_RATE = 21;
export const DEFAULT_GRACE_DAYS = 0;
/** Below this much (rupees) a bill carries no interest: a line of a few paise helps no one. */
export const DEFAULT_MINIMUM_INTEREST = 10;
export const MAX_GRACE_DAYS = 365;
export const MAX_MINIMUM_INTEREST = 100_000;

export const LATE_CHARGE_MESSAGE = "Choose 'late-fee-invoice' or 'interest'";
export const INTEREST_OFF_MESSAGE =
  'Interest on arrears is not chosen: choose it in Settings → Arrears to add it to a bill';
/** Why "Create with Fine" is refused while the business charges interest instead. */
export const LATE_FEE_WHILE_INTEREST_MESSAGE =
  'Late payment is charged as interest on arrears (Settings → Arrears): the flat’s next bill adds the interest, so no late-fee invoice is made';
export const INTEREST_NOT_ON_QUOTATION_MESSAGE = 'A quotation asks for no money: it carries no interest';
export const INTEREST_NEEDS_RUPEES_MESSAGE = "Interest on arrears is added only to a flat's bills in rupees";

/** Why a billing run is not undone once a later bill carries interest on its bills. */
export const RUN_BILLS_CHARGED_INTEREST_MESSAGE =
  "Later bills carry interest on this run's bills: correct them one by one instead";

export function rateAboveCeilingMessage(ceiling: number): string {
  return `The rate cannot be above the ceiling of ${ceiling} % a year`;
}

const percentAYear = (label: string) =>
  z
    .number({ error: `Please enter the ${label} as a percent a year` })
    .refine(isValidPercent, `The ${label} must be between 0 and 100 % with at most 2 decimals`);

const calendarDate = (label: string) =>
  z
    .string({ error: `Please enter ${label}` })
    .refine(isValidDateString, `${label} must be a date (YYYY-MM-DD)`);

/**
 * `PUT /api/v2/settings/interest`. The rate may not be above the ceiling (21 % a year under most
 * bye-laws, a setting because rules change). `chargeFrom` is the first day interest may run on: days
 * before it are never charged, so choosing interest does not charge a flat for years gone by; left
 * out (or null), the day stored stays, or today when interest is chosen for the first time.
 */
export const ZInterestSettingsInput = z
  .strictObject({
    lateCharge: z.enum(LATE_CHARGES, { error: LATE_CHARGE_MESSAGE }),
    ratePercentPerYear: percentAYear('rate'),
    ceilingPercentPerYear: percentAYear('ceiling'),
    graceDays: z
      .number({ error: 'Please enter the grace days as a number' })
      // A refinement rather than .int(), which would stop the other checks: every message shows at once.
      .refine(Number.isInteger, 'The grace days must be a whole number')
      .min(0, 'The grace days cannot be negative')
      .max(MAX_GRACE_DAYS, `The grace days must be at most ${MAX_GRACE_DAYS}`),
    minimumAmount: z
      .number({ error: 'Please enter the minimum as an amount' })
      .min(0, 'The minimum cannot be negative')
      .max(MAX_MINIMUM_INTEREST, `The minimum must be at most ${MAX_MINIMUM_INTEREST}`)
      .refine(isMoneyValue, 'The minimum can have at most 2 decimals'),
    chargeFrom: calendarDate('The first day interest is charged for').nullable().optional(),
  })
  .superRefine((settings, context) => {
    const { ratePercentPerYear: rate, ceilingPercentPerYear: ceiling } = settings;
    // A rate or ceiling that is no percent at all is named above, once.
    if (isValidPercent(rate) && isValidPercent(ceiling) && rate > ceiling) {
      context.addIssue({
        code: 'custom',
        path: ['ratePercentPerYear'],
        message: rateAboveCeilingMessage(ceiling),
      });
    }
  });
export type TInterestSettingsInput = z.input<typeof ZInterestSettingsInput>;
export type TInterestSettingsValues = z.output<typeof ZInterestSettingsInput>;

/** The business's settings; a business that never saved any has the defaults and late-fee invoices. */
export const ZInterestSettings = z.object({
  lateCharge: z.enum(LATE_CHARGES),
  ratePercentPerYear: z.number(),
  ceilingPercentPerYear: z.number(),
  graceDays: z.number(),
  minimumAmount: z.number(),
  /** The first day interest may run on; null until interest is chosen. */
  chargeFrom: z.string().nullable(),
});
export type TInterestSettings = z.infer<typeof ZInterestSettings>;

/** One stretch of days on one principal: days × principal × rate ÷ the days of its year. */
export const ZInterestSegment = z.object({
  from: z.string(),
  /** The first day after the stretch. */
  to: z.string(),
  days: z.number(),
  principal: z.number(),
  yearDays: z.number(),
});
export type TInterestSegment = z.infer<typeof ZInterestSegment>;

/** One earlier bill's interest: its days, rate and principals, and the amount (half-up once). */
export const ZInterestBill = z.object({
  invoice: z.object({ _id: z.string(), invoiceNumber: z.string() }),
  dueDate: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.number(),
  /** Percent a year. */
  rate: z.number(),
  amount: z.number(),
  segments: z.array(ZInterestSegment),
});
export type TInterestBill = z.infer<typeof ZInterestBill>;

/** `GET /api/v2/clients/{id}/interest?date=`: the query. */
export const ZClientInterestQuery = z.strictObject({
  date: calendarDate('The bill date'),
});

/**
 * What a flat's bill dated `date` would carry: each earlier bill's interest, their total, and the
 * amount charged (the total, or 0 below the minimum). Empty while the business charges late-fee
 * invoices instead.
 */
export const ZClientInterest = z.object({
  date: z.string(),
  lateCharge: z.enum(LATE_CHARGES),
  minimumAmount: z.number(),
  bills: z.array(ZInterestBill),
  total: z.number(),
  amount: z.number(),
});
export type TClientInterest = z.infer<typeof ZClientInterest>;

/** `GET /api/v2/invoices/{id}/interest`: the interest a bill carries, per earlier bill. */
export const ZInvoiceInterest = z.object({
  invoice: z.object({ _id: z.string(), invoiceNumber: z.string(), currency: z.string() }),
  total: z.number(),
  bills: z.array(ZInterestBill),
});
export type TInvoiceInterest = z.infer<typeof ZInvoiceInterest>;
