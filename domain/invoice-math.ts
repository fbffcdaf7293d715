import { LATE_FEE_PERCENT_PER_MONTH, MAX_PERCENT } from './constants';
import { assertHundredths, toHundredthsNumber } from './decimal';
import { fromPaise, type Paise, percentOf, roundHalfUp, roundToWholeRupee, sumPaise, toPaise } from './money';
import { BASIS_POINTS_PER_WHOLE, toValidBasisPoints } from './percent';
import { type Hundredths, toHundredths } from './quantity';

/** The figures of one invoice line in exact units; other fields (itemName…) pass through. */
export type ItemFigures = {
  /** Area in hundredths of a sq.ft. */
  quantity: Hundredths;
  /** Price per sq.ft in paise. */
  unitPrice: Paise;
  /** Discount percent, 0–100, at most 2 decimals. */
  discount: number;
  /** Late fee percent, 0–100, at most 2 decimals. */
  overDues: number;
  /** False for an exempt line or a statutory levy: no GST on it. Taxable when left out. */
  taxable?: boolean;
};

export type InvoiceTotals<Item extends ItemFigures> = {
  items: Array<Item & { amount: Paise }>;
  subTotal: Paise;
  /** The GST amount. */
  gst: Paise;
  /** Sub total + GST, rounded half-up to a whole rupee. */
  total: Paise;
};

// quantity is in hundredths (÷100) and the percent factor in basis points (÷10 000).
const ITEM_DENOMINATOR = 100n * BigInt(BASIS_POINTS_PER_WHOLE);

/**
 * amount = base + base × overDues% − base × discount%, base = quantity × unitPrice, computed
 * exactly and rounded half-up to the paisa once (never per step), so 1250.50 sq.ft × ₹2.50 with 2 %
 * late fee and 5 % discount is 3126.25 × 0.97 = 3032.4625 → ₹3032.46.
 * @throws {RangeError} for a negative or non-integer quantity or price, a percent outside 0–100
 * or with more than 2 decimals, or an amount beyond MAX_PAISE.
 */
export function computeItemAmount(item: ItemFigures): Paise {
  assertNonNegativeInteger(item.quantity, 'quantity');
  assertNonNegativeInteger(item.unitPrice, 'unitPrice');
  const overDues = toValidBasisPoints(item.overDues, 'overDues');
  const discount = toValidBasisPoints(item.discount, 'discount');
  const factor = BigInt(BASIS_POINTS_PER_WHOLE + overDues - discount);
  const exact = BigInt(item.quantity) * BigInt(item.unitPrice) * factor;
  return toHundredthsNumber(roundHalfUp(exact, ITEM_DENOMINATOR), 'item amount');
}

/**
 * Item amounts, sub total (Σ amounts), GST (rate % of the taxable lines' sum, half-up to the paisa)
 * and total (sub total + GST, half-up to a whole rupee), all in paise.
 * @throws {RangeError} as `computeItemAmount`, or for a GST rate outside 0–100.
 */
export function computeInvoiceTotals<Item extends ItemFigures>(
  items: readonly Item[],
  gstRatePercent: number,
): InvoiceTotals<Item> {
  toValidBasisPoints(gstRatePercent, 'GST rate');
  const withAmounts = items.map((item) => ({ ...item, amount: computeItemAmount(item) }));
  const subTotal = sumPaise(withAmounts.map((item) => item.amount));
  const taxable = sumPaise(withAmounts.filter((item) => item.taxable !== false).map((item) => item.amount));
  const gst = percentOf(taxable, gstRatePercent);
  const total = roundToWholeRupee(sumPaise([subTotal, gst]));
  return { items: withAmounts, subTotal, gst, total };
}

/** An invoice line as the API and the form hold it: area in sq.ft, price in rupees. */
export type DecimalItemFigures = {
  quantity: number;
  unitPrice: number;
  discount: number;
  overDues: number;
  taxable?: boolean;
};

export type DecimalInvoiceTotals<Item extends DecimalItemFigures> = {
  items: Array<Item & { amount: number }>;
  subTotal: number;
  gst: number;
  total: number;
};

/**
 * `computeInvoiceTotals` for decimal figures (what the API and the form speak), so the form's
 * live preview and the server's stored amounts come from the same arithmetic.
 * @throws {RangeError} as `computeInvoiceTotals`, or for a quantity or price with more than
 * 2 decimals.
 */
export function computeDecimalInvoiceTotals<Item extends DecimalItemFigures>(
  items: readonly Item[],
  gstRatePercent: number,
): DecimalInvoiceTotals<Item> {
  const exact = computeInvoiceTotals(
    items.map((item) => ({
      ...item,
      quantity: toHundredths(item.quantity),
      unitPrice: toPaise(item.unitPrice),
    })),
    gstRatePercent,
  );
  return {
    items: items.map((item, index) => ({ ...item, amount: fromPaise(exact.items[index]?.amount ?? 0) })),
    subTotal: fromPaise(exact.subTotal),
    gst: fromPaise(exact.gst),
    total: fromPaise(exact.total),
  };
}

/**
 * The late fee percent for an invoice `monthsLate` months (started) past its due date: 2 % per
 * month, capped at 100 % because the form accepts no more.
 * @throws {RangeError} for a negative or non-integer month count.
 */
export function lateFeePercent(monthsLate: number): number {
  assertNonNegativeInteger(monthsLate, 'monthsLate');
  return Math.min(monthsLate * LATE_FEE_PERCENT_PER_MONTH, MAX_PERCENT);
}

function assertNonNegativeInteger(value: number, name: string): void {
  assertHundredths(value, name);
  if (value < 0) throw new RangeError(`${name} must not be negative, got ${value}`);
}
