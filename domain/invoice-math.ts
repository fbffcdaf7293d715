import type { GstTreatment } from './bill-heads';
import { LATE_FEE_PERCENT_PER_MONTH, MAX_PERCENT } from './constants';
import { assertHundredths, hundredthsToNumber, toHundredthsNumber } from './decimal';
import {
  type LineTax,
  lineTaxOf,
  singleTaxOf,
  type TaxBase,
  type TaxDocument,
  type TaxExemption,
  type TaxRegime,
  type TaxSummaryRow,
  taxDocumentOf,
  taxSummaryOf,
  treatmentTaxBase,
} from './invoice-tax';
import { fromPaise, type Paise, roundHalfUp, roundToWholeRupee, sumPaise, toPaise } from './money';
import { BASIS_POINTS_PER_WHOLE, type BasisPoints, toValidBasisPoints } from './percent';
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
  /** Exempt lines and statutory levies carry no GST. Taxable when left out. */
  gstTreatment?: GstTreatment;
  /** The line's own GST rate percent; the bill's rate when left out. */
  gstRate?: number;
};

/** A line's figures once computed: its amount and the tax on it. */
export type TaxedFigures = {
  amount: Paise;
  /** The line's GST rate in basis points. */
  rate: BasisPoints;
  /** The part of the amount GST is charged on. */
  taxableValue: Paise;
  /** CGST, SGST and IGST of the line; null under the single regime (its tax is worked out per rate). */
  tax: LineTax | null;
  /** Why the line, or part of it, carries no GST. */
  exemption: TaxExemption | null;
};

/** How a bill is taxed and totalled. */
export type TaxTerms<Item> = {
  /** 'single' when left out: the original invoice's one tax figure. */
  regime?: TaxRegime;
  /** Round the total to a whole rupee (the default), or keep it exact to the paisa. */
  roundOff?: boolean;
  /**
   * The part of each line GST is charged on, given the lines' amounts (a housing society's rule);
   * by default a taxable line's whole amount.
   */
  taxBasesOf?: (items: ReadonlyArray<Item & { amount: Paise }>) => TaxBase[];
};

export type InvoiceTotals<Item extends ItemFigures> = {
  items: Array<Item & TaxedFigures>;
  subTotal: Paise;
  /** The GST amount: Σ the lines' CGST, SGST and IGST, or the single regime's tax per rate. */
  gst: Paise;
  /** What rounding to the rupee added (negative: took off); 0 when the total is kept exact. */
  roundOff: Paise;
  /** Sub total + GST + round off. */
  total: Paise;
  /** Taxable value and taxes per rate, lowest rate first. */
  summary: TaxSummaryRow[];
  document: TaxDocument | null;
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
 * Item amounts, sub total (Σ amounts), each line's tax under the bill's regime (see invoice-tax.ts),
 * GST (Σ the lines' taxes, or the rate % of each rate's taxable value under the single regime) and
 * total (sub total + GST, rounded half-up to a whole rupee unless the terms keep it exact), in paise.
 * @throws {RangeError} as `computeItemAmount`, or for a GST rate outside 0–100.
 */
export function computeInvoiceTotals<Item extends ItemFigures>(
  items: readonly Item[],
  gstRatePercent: number,
  terms: TaxTerms<Item> = {},
): InvoiceTotals<Item> {
  const billRate = toValidBasisPoints(gstRatePercent, 'GST rate');
  const regime = terms.regime ?? 'single';
  const withAmounts = items.map((item) => ({ ...item, amount: computeItemAmount(item) }));
  const bases =
    regime === 'none'
      ? withAmounts.map(() => ({ taxableValue: 0, exemption: 'not-registered' as const }))
      : (terms.taxBasesOf?.(withAmounts) ??
        withAmounts.map((item) => treatmentTaxBase(item.amount, item.gstTreatment ?? 'taxable')));
  const taxed = withAmounts.map((item, index) => {
    const rate = item.gstRate === undefined ? billRate : toValidBasisPoints(item.gstRate, 'GST rate');
    const base = bases[index] ?? { taxableValue: 0, exemption: null };
    const tax = regime === 'single' ? null : lineTaxOf(base.taxableValue, rate, regime);
    return { ...item, rate, taxableValue: base.taxableValue, tax, exemption: base.exemption };
  });
  const subTotal = sumPaise(taxed.map((item) => item.amount));
  const gst =
    regime === 'single'
      ? singleTaxOf(taxed)
      : sumPaise(taxed.flatMap(({ tax }) => (tax ? [tax.cgst, tax.sgst, tax.igst] : [])));
  const exact = sumPaise([subTotal, gst]);
  const total = terms.roundOff === false ? exact : roundToWholeRupee(exact);
  return {
    items: taxed,
    subTotal,
    gst,
    roundOff: total - exact,
    total,
    summary: taxSummaryOf(taxed),
    document: taxDocumentOf(regime, taxed),
  };
}

/** An invoice line as the API and the form hold it: area in sq.ft, price in rupees. */
export type DecimalItemFigures = {
  quantity: number;
  unitPrice: number;
  discount: number;
  overDues: number;
  gstTreatment?: GstTreatment;
  gstRate?: number;
};

/** One rate's row of a bill's tax summary, in rupees and the rate in percent. */
export type DecimalTaxSummaryRow = {
  rate: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
};

export type DecimalInvoiceTotals<Item extends DecimalItemFigures> = {
  items: Array<Item & { amount: number }>;
  subTotal: number;
  gst: number;
  roundOff: number;
  total: number;
  summary: DecimalTaxSummaryRow[];
  document: TaxDocument | null;
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
  terms: TaxTerms<ItemFigures> = {},
): DecimalInvoiceTotals<Item> {
  const exact = computeInvoiceTotals(
    items.map((item) => ({
      ...item,
      quantity: toHundredths(item.quantity),
      unitPrice: toPaise(item.unitPrice),
    })),
    gstRatePercent,
    terms,
  );
  return {
    items: items.map((item, index) => ({ ...item, amount: fromPaise(exact.items[index]?.amount ?? 0) })),
    subTotal: fromPaise(exact.subTotal),
    gst: fromPaise(exact.gst),
    roundOff: fromPaise(exact.roundOff),
    total: fromPaise(exact.total),
    summary: exact.summary.map(decimalSummaryRow),
    document: exact.document,
  };
}

/** A summary row in rupees and percent, as the API and the form speak. */
export function decimalSummaryRow(row: TaxSummaryRow): DecimalTaxSummaryRow {
  return {
    rate: hundredthsToNumber(row.rate),
    taxableValue: fromPaise(row.taxableValue),
    cgst: fromPaise(row.cgst),
    sgst: fromPaise(row.sgst),
    igst: fromPaise(row.igst),
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
