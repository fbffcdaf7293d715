import type { GstTreatment } from './bill-heads';
import { assertHundredths } from './decimal';
import { businessStateOf, placeOfSupplyOf } from './gst-states';
import type { MemberLanguage } from './languages';
import { type Paise, percentOf, roundHalfUp, sumPaise } from './money';
import { BASIS_POINTS_PER_WHOLE, type BasisPoints } from './percent';

/*
 * How a bill charges GST, line by line. A GST-registered business issues tax invoices: each line's
 * tax is worked out on its own taxable value at its own rate, half-up to the paisa, as CGST + SGST at
 * half the rate each within the business's state or IGST at the whole rate to another state. A
 * business in India without a GSTIN may not charge GST: it issues bills of supply. A business outside
 * India's GST keeps the single tax of the original invoice: the rate % of its taxable lines' sum,
 * per rate.
 */

/** The GST rates the law knows (percent); any other rate must be confirmed as a custom rate. */
export const GST_RATE_SLABS = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;

export const GST_SLAB_MESSAGE = `The GST rate must be one of ${GST_RATE_SLABS.join(', ')} %, or be confirmed as a custom rate`;

export function isGstSlab(ratePercent: number): boolean {
  return (GST_RATE_SLABS as readonly number[]).includes(ratePercent);
}

/**
 * - `cgst-sgst`: a tax invoice within the supplier's state; `igst`: a tax invoice to another state;
 * - `none`: a bill of supply of a business not registered for GST (no tax at all);
 * - `single`: a business outside India's GST: one tax figure per rate, as the original invoice had.
 */
export type TaxRegime = 'cgst-sgst' | 'igst' | 'none' | 'single';

/**
 * How a business's bill is taxed: registered (a GSTIN) → a tax invoice, CGST + SGST when supplied
 * in its own state, IGST to another; in India without a GSTIN (a state chosen) → a bill of supply;
 * with neither → the single regime.
 */
export function taxRegimeOf(
  business: { gstin: string | null; stateCode: string | null },
  placeOfSupply: string | null,
): TaxRegime {
  const supplierState = businessStateOf(business);
  if (!business.gstin || !supplierState) return business.stateCode ? 'none' : 'single';
  return (placeOfSupply ?? supplierState) === supplierState ? 'cgst-sgst' : 'igst';
}

/** Why a line (or part of it) carries no GST. */
export const TAX_EXEMPTIONS = ['exempt', 'levy', 'rwa-limit', 'turnover', 'not-registered'] as const;
export type TaxExemption = (typeof TAX_EXEMPTIONS)[number];

const EXEMPTION_LABELS: Record<MemberLanguage, Record<TaxExemption, string>> = {
  en: {
    exempt: 'Exempt',
    levy: 'Statutory levy: not taxed',
    'rwa-limit': 'Exempt: member contribution up to ₹7,500 a month',
    turnover: 'Exempt: turnover under the GST threshold',
    'not-registered': 'No GST: not registered',
  },
  hi: {
    exempt: 'कर-मुक्त',
    levy: 'वैधानिक शुल्क: कर नहीं',
    'rwa-limit': 'कर-मुक्त: सदस्य अंशदान ₹7,500 प्रति माह तक',
    turnover: 'कर-मुक्त: टर्नओवर GST सीमा से कम',
    'not-registered': 'GST नहीं: पंजीकृत नहीं',
  },
};

/** Why a line carries no GST (or less than its amount), as a bill shows it under the line. */
export function exemptionLabel(exemption: TaxExemption, language: MemberLanguage = 'en'): string {
  return EXEMPTION_LABELS[language][exemption];
}

/**
 * The reason a bill's answer gave (in English, as the owner reads it) in a member's language; a reason
 * this does not know is shown as given.
 */
export function exemptionLabelIn(englishLabel: string, language: MemberLanguage): string {
  const exemption = TAX_EXEMPTIONS.find((each) => EXEMPTION_LABELS.en[each] === englishLabel);
  return exemption ? EXEMPTION_LABELS[language][exemption] : englishLabel;
}

/** The part of a line GST is charged on and, when that is less than the line, why. */
export type TaxBase = { taxableValue: Paise; exemption: TaxExemption | null };

/** A taxable line is taxed on its whole amount; an exempt line or a statutory levy on none of it. */
export function treatmentTaxBase(amount: Paise, treatment: GstTreatment): TaxBase {
  if (treatment === 'taxable') return { taxableValue: amount, exemption: null };
  return { taxableValue: 0, exemption: treatment };
}

/** A line's own taxes in paise; all three are 0 on a bill of supply. */
export type LineTax = { cgst: Paise; sgst: Paise; igst: Paise };

const HALF_RATE_DENOMINATOR = BigInt(2 * BASIS_POINTS_PER_WHOLE);

/**
 * One line's tax under a per-line regime: CGST and SGST each at half the rate, half-up on their own
 * (so together they may differ from the whole rate's figure by a paisa), or IGST at the whole rate.
 */
export function lineTaxOf(
  taxableValue: Paise,
  rate: BasisPoints,
  regime: 'cgst-sgst' | 'igst' | 'none',
): LineTax {
  assertHundredths(taxableValue, 'taxable value');
  if (regime === 'none') return { cgst: 0, sgst: 0, igst: 0 };
  if (regime === 'igst') return { cgst: 0, sgst: 0, igst: percentOf(taxableValue, rate / 100) };
  const half = Number(roundHalfUp(BigInt(taxableValue) * BigInt(rate), HALF_RATE_DENOMINATOR));
  return { cgst: half, sgst: half, igst: 0 };
}

/** One rate's row of a bill's tax summary, in paise. */
export type TaxSummaryRow = { rate: BasisPoints; taxableValue: Paise; cgst: Paise; sgst: Paise; igst: Paise };

/** A line as the summary reads it: its rate, taxable value and taxes (null under the single regime). */
export type TaxedLine = { rate: BasisPoints; taxableValue: Paise; tax: LineTax | null };

/**
 * A bill's tax by rate, lowest rate first: the taxable value and taxes of its lines at each rate
 * (under the single regime only the taxable value: its tax is `singleTaxOf`'s).
 */
export function taxSummaryOf(lines: readonly TaxedLine[]): TaxSummaryRow[] {
  const byRate = new Map<BasisPoints, TaxSummaryRow>();
  for (const line of lines) {
    if (line.taxableValue === 0) continue;
    const row = byRate.get(line.rate) ?? { rate: line.rate, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
    byRate.set(line.rate, {
      rate: line.rate,
      taxableValue: sumPaise([row.taxableValue, line.taxableValue]),
      cgst: sumPaise([row.cgst, line.tax?.cgst ?? 0]),
      sgst: sumPaise([row.sgst, line.tax?.sgst ?? 0]),
      igst: sumPaise([row.igst, line.tax?.igst ?? 0]),
    });
  }
  return [...byRate.values()].sort((first, second) => first.rate - second.rate);
}

/** The single regime's tax: each rate's percent of its lines' taxable value, half-up once per rate. */
export function singleTaxOf(lines: readonly TaxedLine[]): Paise {
  return sumPaise(taxSummaryOf(lines).map((row) => percentOf(row.taxableValue, row.rate / 100)));
}

/**
 * What a bill is, for the law: a tax invoice when a registered business charges GST on some line;
 * a bill of supply when it charges none (every line exempt) or when the business is not registered;
 * null for a business outside India's GST (its document types head it as they always did).
 */
export type TaxDocument = 'Tax Invoice' | 'Bill of Supply';

export function taxDocumentOf(regime: TaxRegime, taxedLines: readonly TaxedLine[]): TaxDocument | null {
  if (regime === 'single') return null;
  if (regime === 'none') return 'Bill of Supply';
  const charges = taxedLines.some((line) => line.taxableValue > 0 && line.rate > 0);
  return charges ? 'Tax Invoice' : 'Bill of Supply';
}

/**
 * What a bill prints under a line: its SAC and its rate, or why it carries no GST
 * ('SAC 995419 · GST 18%', 'SAC 995419 · Exempt'). `percent` writes a rate as the bill prints it.
 */
export function lineTaxLabel(
  line: { hsn: string; ratePercent: number; exemption: string | null },
  percent: (value: number) => string,
): string {
  const code = `SAC ${line.hsn}`;
  return line.exemption ? `${code} · ${line.exemption}` : `${code} · GST ${percent(line.ratePercent)}%`;
}

/**
 * Where a bill for `client` is supplied (`placeOfSupplyOf`) and the regime that gives. The server
 * stores it and the invoice form previews with it.
 */
export function billPlaceAndRegime(
  business: { gstin: string | null; stateCode: string | null },
  client: { flat: string; gstin: string | null; stateCode: string | null },
): { placeOfSupply: string | null; regime: TaxRegime } {
  const placeOfSupply = placeOfSupplyOf(businessStateOf(business), client);
  return { placeOfSupply, regime: taxRegimeOf(business, placeOfSupply) };
}
