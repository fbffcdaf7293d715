import type { TBillHead } from '@domain/api/bill-heads';
import type { BillHeadBasis, GstTreatment, HeadOccupancyFilter } from '@domain/bill-heads';
import { parseHundredths } from '@domain/decimal';
import { formatMoney, formatNumber } from '@domain/format';

/** How each basis reads in the form's select. */
export const BASIS_LABELS: Record<BillHeadBasis, string> = {
  area: "Per sq.ft of the flat's area",
  flat: 'Fixed amount per flat',
  parking: 'Per parking slot',
  percent: 'Percentage of other heads',
  typed: 'Amount typed per flat in each run',
};

export const GST_TREATMENT_LABELS: Record<GstTreatment, string> = {
  taxable: 'Taxable',
  exempt: 'Exempt',
  levy: 'Statutory levy – never taxed',
};

/** The same, short enough for a list's cell. */
const GST_TREATMENT_NAMES: Record<GstTreatment, string> = {
  taxable: 'Taxable',
  exempt: 'Exempt',
  levy: 'Statutory levy',
};

export const APPLIES_TO_LABELS: Record<HeadOccupancyFilter, string> = {
  all: 'All flats',
  let_out: 'Only let-out flats',
};

/** Rupees as people write a rate: "₹3.25", "₹500", "₹1,00,000" (no ".00" on a whole amount). */
export function rupees(rate: number): string {
  const paise = parseHundredths(rate);
  const text = formatMoney(paise);
  return paise % 100 === 0 ? text.slice(0, -'.00'.length) : text;
}

type DescribedHead = Pick<TBillHead, 'basis' | 'rate' | 'percentOf'>;

/**
 * The basis and rate as people read them: "₹3.25 per sq.ft", "₹500 per flat", "₹300 per parking
 * slot", "10 % of Maintenance, Repair fund", "Typed per flat (default ₹0)". `nameOf` names the heads
 * a percentage is of.
 */
export function rateText(head: DescribedHead, nameOf: (headId: string) => string | undefined): string {
  switch (head.basis) {
    case 'area':
      return `${rupees(head.rate)} per sq.ft`;
    case 'flat':
      return `${rupees(head.rate)} per flat`;
    case 'parking':
      return `${rupees(head.rate)} per parking slot`;
    case 'typed':
      return `Typed per flat (default ${rupees(head.rate)})`;
    case 'percent': {
      const names = head.percentOf.flatMap((id) => nameOf(id) ?? []);
      return `${formatNumber(head.rate)} % of ${names.length > 0 ? names.join(', ') : 'no other head'}`;
    }
  }
}

function count(value: number, one: string, many: string): string {
  return `${formatNumber(value)} ${value === 1 ? one : many}`;
}

/** The flats a head bills: "All flats", "Block A", "Only let-out flats in Block A", "3 chosen flats". */
export function flatsText(head: Pick<TBillHead, 'appliesTo' | 'limit'>): string {
  const limit = head.limit;
  const letOut = head.appliesTo === 'let_out';
  switch (limit.kind) {
    case 'all':
      return APPLIES_TO_LABELS[head.appliesTo];
    case 'block':
      return letOut ? `Only let-out flats in Block ${limit.block}` : `Block ${limit.block}`;
    case 'flats': {
      const chosen = count(limit.flats.length, 'chosen flat', 'chosen flats');
      return letOut ? `Only let-out flats among ${chosen}` : chosen;
    }
  }
}

/** "2 flats at their own rate", or null when none has one. */
export function overridesText(head: Pick<TBillHead, 'overrides'>): string | null {
  const flats = head.overrides.length;
  return flats === 0 ? null : `${count(flats, 'flat', 'flats')} at ${flats === 1 ? 'its' : 'their'} own rate`;
}

/** "Taxable", "Exempt", "Statutory levy". */
export function gstTreatmentText(head: Pick<TBillHead, 'gstTreatment'>): string {
  return GST_TREATMENT_NAMES[head.gstTreatment];
}

/** "Taxable · SAC/HSN 995419", "Exempt · SAC/HSN 995419". */
export function gstText(head: Pick<TBillHead, 'gstTreatment' | 'hsn'>): string {
  return `${gstTreatmentText(head)} · SAC/HSN ${head.hsn}`;
}
