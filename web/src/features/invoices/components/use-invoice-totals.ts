import { ZFixedQuantity } from '@domain/api/invoices';
import { societyTaxBases } from '@domain/housing-society';
import { computeDecimalInvoiceTotals, type DecimalTaxSummaryRow } from '@domain/invoice-math';
import { billPlaceAndRegime, type TaxRegime } from '@domain/invoice-tax';
import { billedQuantity } from '@domain/line-basis';
import { useWatch } from 'react-hook-form';
import type { BillTo, InvoiceFormControl, InvoiceItemValues } from './invoice-form-schema';
import type { BillTaxRule } from './use-bill-tax-rule';

export type LiveTotals = {
  amounts: Array<number | null>;
  subTotal: number;
  gst: number;
  roundOff: number;
  total: number;
  regime: TaxRegime;
  summary: DecimalTaxSummaryRow[];
};

/** What says how the business's bills are taxed: its GSTIN and the state it chose (null for none). */
export type TaxRegistration = { gstin: string | null; stateCode: string | null };

function numberOrZero(text: string): number {
  const value = Number(text.trim() === '' ? 0 : text);
  return Number.isFinite(value) ? value : 0;
}

/** The flat's area for a per-sq.ft line; the typed quantity for a fixed one (none while its box is empty). */
function figuresOf(item: InvoiceItemValues, area: number) {
  const typed = item.quantity.trim() === '' ? Number.NaN : Number(item.quantity);
  return {
    quantity: billedQuantity(
      item.basis === 'fixed' ? { basis: 'fixed', quantity: typed } : { basis: 'area' },
      area,
    ),
    unitPrice: numberOrZero(item.unitPrice),
    discount: numberOrZero(item.discount),
    overDues: numberOrZero(item.overDues),
    gstTreatment: item.gstTreatment,
    ...(item.gstRate.trim() === '' ? {} : { gstRate: numberOrZero(item.gstRate) }),
  };
}

/** One line's amount, or null while its figures are not yet valid (a half-typed or out-of-range value). */
function lineAmount(item: InvoiceItemValues, area: number): number | null {
  const figures = figuresOf(item, area);
  if (item.basis === 'fixed' && !ZFixedQuantity.safeParse(figures.quantity).success) return null;
  try {
    return computeDecimalInvoiceTotals([figures], 0).items[0]?.amount ?? null;
  } catch {
    return null;
  }
}

/** The regime a bill to `client` falls under, as the server will decide it (a flat's bill: where the flat is). */
export function regimeFor(registration: TaxRegistration, client: BillTo | null): TaxRegime {
  return billPlaceAndRegime(registration, {
    flat: client?.flat ?? '',
    gstin: client?.gstno || null,
    stateCode: client?.state || null,
  }).regime;
}

/** A line the server adds itself (interest on arrears): a fixed amount without GST. */
function addedLine(amount: number) {
  return { quantity: 1, unitPrice: amount, discount: 0, overDues: 0, gstTreatment: 'exempt' as const };
}

/**
 * The amounts the server will compute, recomputed as the owner types, with the same domain/ arithmetic,
 * the same tax regime, rounding and housing-society rule (`rule`; a bill by hand covers one month), so
 * the summary updates live, and `added` rupees the server adds as a line of its own. Lines that are not
 * yet valid count as nothing until they are.
 */
export function useInvoiceTotals(
  control: InvoiceFormControl,
  registration: TaxRegistration,
  rule: BillTaxRule,
  added = 0,
): LiveTotals {
  const [items, rates, client] = useWatch({ control, name: ['items', 'rates', 'client'] });
  const area = client?.flatarea ?? 0;
  const regime = regimeFor(registration, client);
  const amounts = items.map((item) => lineAmount(item, area));
  const valid = items.filter((_item, index) => amounts[index] !== null);
  try {
    const totals = computeDecimalInvoiceTotals(
      [...valid.map((item) => figuresOf(item, area)), ...(added > 0 ? [addedLine(added)] : [])],
      regime === 'none' ? 0 : numberOrZero(rates),
      {
        regime,
        roundOff: rule.roundOff,
        ...(rule.society && (regime === 'cgst-sgst' || regime === 'igst')
          ? { taxBasesOf: societyTaxBases(rule.society, 1) }
          : {}),
      },
    );
    return { amounts, ...totals, regime };
  } catch {
    return { amounts, subTotal: 0, gst: 0, roundOff: 0, total: 0, regime, summary: [] };
  }
}
