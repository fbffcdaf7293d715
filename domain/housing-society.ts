import type { GstTreatment } from './bill-heads';
import type { InvoiceType } from './constants';
import type { TaxBase } from './invoice-tax';
import { type Paise, shareInPercent, spreadInProportion, sumPaise } from './money';

/*
 * A housing society (resident welfare association) charges GST on what its members contribute only
 * above a monthly limit per flat, and not at all while its turnover stays under the registration
 * threshold. Statutory levies (property tax, charges collected for an authority) are the authority's
 * money: never taxed, and left out of the member's contribution.
 */

/** ₹7,500 per flat per month: Notification 12/2017-Central Tax (Rate), entry 77(c). */
export const RWA_MONTHLY_LIMIT_PAISE = 750_000;

/** ₹20,00,000 a financial year: the aggregate turnover under which a supplier of services needs no GST. */
export const DEFAULT_TURNOVER_THRESHOLD_PAISE = 2_000_000_00;

/**
 * The documents whose sub totals make the turnover: claims for money. A quotation only offers a price
 * and a proforma asks for payment of a supply not yet invoiced.
 */
export const TURNOVER_INVOICE_TYPES = [
  'Invoice',
  'Bill',
  'Receipt',
] as const satisfies readonly InvoiceType[];

/**
 * Above the limit, GST falls on the whole contribution (`whole`, CBIC Circular 109/28/2019-GST, the
 * default) or only on the part above it (`excess`, as the Madras High Court held in 2021).
 */
export const RWA_MODES = ['whole', 'excess'] as const;
export type RwaMode = (typeof RWA_MODES)[number];
export const DEFAULT_RWA_MODE: RwaMode = 'whole';

export type SocietyTaxRule = { mode: RwaMode; turnoverExempt: boolean };

export type SocietyLine = { amountPaise: Paise; gstTreatment: GstTreatment };

/** The member's contribution a bill of `months` months may reach untaxed: ₹7,500 a month (₹22,500 a quarter). */
export function rwaLimitPaise(months: number): Paise {
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError(`months must be a whole number ≥ 1, got ${months}`);
  return RWA_MONTHLY_LIMIT_PAISE * months;
}

/**
 * Per line, in order: the part of its amount GST is charged on, and why the rest is exempt.
 *
 * - A statutory levy is never taxed and is no part of the member's contribution ('levy').
 * - An exempt head is never taxed, but counts in the contribution ('exempt').
 * - Below the turnover threshold (`turnoverExempt`) no other line is taxed ('turnover').
 * - The contribution is every line but the levies; up to ₹7,500 × `months` nothing is taxed
 *   ('rwa-limit'). Above it, each taxable line is taxed whole (`whole`), or (`excess`) only the
 *   contribution less the limit is taxed, never more than the taxable lines come to, spread over them
 *   in proportion to their amounts (a line taxed on less than its amount says 'rwa-limit' for the rest).
 *
 * @param months the months the bill covers: 1 for a monthly bill, 3 for a quarter's.
 * @throws {RangeError} for a negative or fractional amount, or months not a whole number ≥ 1.
 */
export function societyTaxBasesOf(
  lines: ReadonlyArray<SocietyLine>,
  months: number,
  rule: SocietyTaxRule,
): TaxBase[] {
  for (const line of lines) {
    if (!Number.isInteger(line.amountPaise) || line.amountPaise < 0) {
      throw new RangeError(`a line's amount must be whole paise ≥ 0, got ${line.amountPaise}`);
    }
  }
  const limit = rwaLimitPaise(months);
  const notTaxable = (line: SocietyLine): TaxBase | null => {
    if (line.gstTreatment === 'levy') return { taxableValue: 0, exemption: 'levy' };
    if (line.gstTreatment === 'exempt') return { taxableValue: 0, exemption: 'exempt' };
    if (rule.turnoverExempt) return { taxableValue: 0, exemption: 'turnover' };
    return null;
  };
  const contribution = sumPaise(
    lines.filter((line) => line.gstTreatment !== 'levy').map((line) => line.amountPaise),
  );
  if (contribution <= limit) {
    return lines.map((line) => notTaxable(line) ?? { taxableValue: 0, exemption: 'rwa-limit' });
  }
  if (rule.mode === 'whole') {
    return lines.map((line) => notTaxable(line) ?? { taxableValue: line.amountPaise, exemption: null });
  }
  const taxableAmounts = lines.map((line) => (notTaxable(line) ? 0 : line.amountPaise));
  const excess = Math.min(contribution - limit, sumPaise(taxableAmounts));
  const shares = spreadInProportion(excess, taxableAmounts);
  return lines.map((line, index) => {
    const exempt = notTaxable(line);
    if (exempt) return exempt;
    const taxableValue = shares[index] ?? 0;
    return { taxableValue, exemption: taxableValue < line.amountPaise ? 'rwa-limit' : null };
  });
}

/**
 * Whether a bill is issued under the turnover threshold: the business's turnover in the financial year
 * so far, with this bill's sub total (before GST) added, is no more than the threshold. The bill being
 * issued counts: the one that takes the turnover past the threshold is taxed.
 */
export function isUnderTurnoverThreshold(
  turnoverPaise: Paise,
  billSubTotalPaise: Paise,
  thresholdPaise: Paise,
): boolean {
  return sumPaise([turnoverPaise, billSubTotalPaise]) <= thresholdPaise;
}

/**
 * A housing society's rule for a flat's bills, as a bill is figured with it: how GST falls above
 * ₹7,500 a month, and the turnover so far in the bill's financial year against the threshold under
 * which nothing is taxed.
 */
export type SocietyRule = { mode: RwaMode; turnoverPaise: Paise; thresholdPaise: Paise };

/**
 * The tax bases of one flat's bill under a housing society's rule (`computeInvoiceTotals`'
 * `taxBasesOf`): its lines tested per month of the bill (`months`), and nothing taxed while the
 * year's turnover with this bill stays under the threshold. The server's bills and the invoice form's
 * preview both take it.
 */
export function societyTaxBases(rule: SocietyRule, months: number) {
  return (lines: ReadonlyArray<{ amount: Paise; gstTreatment?: GstTreatment }>): TaxBase[] => {
    const subTotal = sumPaise(lines.map((line) => line.amount));
    return societyTaxBasesOf(
      lines.map((line) => ({ amountPaise: line.amount, gstTreatment: line.gstTreatment ?? 'taxable' })),
      months,
      {
        mode: rule.mode,
        turnoverExempt: isUnderTurnoverThreshold(rule.turnoverPaise, subTotal, rule.thresholdPaise),
      },
    );
  };
}

/** How near the business's turnover is to the threshold, for the dashboard's watch. */
export type TurnoverWatch = {
  /** Turnover as a percent of the threshold, one decimal, rounded down (100 only when it is reached). */
  percent: number;
  /** At 80 % of the threshold or more. */
  warning: boolean;
  /** Past the threshold: GST applies to the bills that follow. */
  exceeded: boolean;
};

/** The share of the threshold at which the dashboard warns that registration is near. */
export const TURNOVER_WARNING_PERCENT = 80;

export function turnoverWatchOf(turnoverPaise: Paise, thresholdPaise: Paise): TurnoverWatch {
  const exceeded = turnoverPaise > thresholdPaise;
  return {
    // A threshold of nothing is all used up by the first rupee billed.
    percent: thresholdPaise === 0 ? (exceeded ? 100 : 0) : shareInPercent(turnoverPaise, thresholdPaise),
    warning: BigInt(turnoverPaise) * 100n >= BigInt(thresholdPaise) * BigInt(TURNOVER_WARNING_PERCENT),
    exceeded,
  };
}
