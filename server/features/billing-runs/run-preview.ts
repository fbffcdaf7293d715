import type { PreviewFlag, TBillingRunPreview, TPreviewRow } from '@domain/api/billing-runs';
import { flatBillCharges, type HeadCharge } from '@domain/bill-heads';
import type { BillingPeriod } from '@domain/billing-periods';
import { DEFAULT_GST_RATE } from '@domain/constants';
import { hundredthsToNumber } from '@domain/decimal';
import { type SocietyRule, societyTaxBases } from '@domain/housing-society';
import type { PostingInterest } from '@domain/interest';
import {
  computeInvoiceTotals,
  type InvoiceTotals,
  type ItemFigures,
  type TaxTerms,
} from '@domain/invoice-math';
import { billPlaceAndRegime } from '@domain/invoice-tax';
import { fromPaise, type Paise, sumPaise } from '@domain/money';
import { fromHundredths } from '@domain/quantity';
import { type BillHead, billHeadRuleOf } from '../bill-heads';
import type { BounceCharge } from '../ledger';
import { type IssuedBill, type PeriodBill, type RunFlat, typedKey } from './billing-runs.repository';

/** Taxable heads are charged GST at the standard rate for maintenance services. */
export const RUN_GST_RATE = DEFAULT_GST_RATE;

/** One flat's bill as the run would issue it: each head a line, its figures from domain/. */
export type FlatBill = {
  flat: RunFlat;
  /** Per head in the run's order; null when the head does not bill the flat. */
  charges: Array<HeadCharge | null>;
  totals: InvoiceTotals<ItemFigures & { headId: string | null }>;
  /** Bounced payments' charges the bill carries beyond its heads. */
  otherCharges: BounceCharge[];
  /** Interest on arrears the bill carries, a line of its own without GST. */
  interestPaise: Paise;
  arrears: Paise;
  flags: PreviewFlag[];
  /** The flat's bill for the period, by this run or another; null while it has none. */
  billed: PeriodBill | null;
  /** Billed for the period elsewhere (another run, or a bill undone by hand): left out. */
  skipped: boolean;
};

export type RunFacts = {
  period: BillingPeriod;
  /** The run's heads in bill order. */
  heads: BillHead[];
  flats: RunFlat[];
  typed: Map<string, Paise>;
  arrears: Map<string, Paise>;
  /** Each flat's bounce charges still waiting for a bill. */
  bounceCharges: Map<string, BounceCharge[]>;
  /** Each flat's interest on arrears up to the bill date, when the business charges it. */
  interest: Map<string, PostingInterest>;
  billed: Map<string, PeriodBill>;
  /** This run's own bills as issued: a published run shows what it billed, not what it would bill now. */
  issued: Map<string, IssuedBill>;
  /**
   * How the business's flats' bills are taxed now: its registration (each flat's own state gives its
   * bill's regime), its rounding, and a housing society's rule with the year's turnover before the run.
   */
  tax: Pick<TaxTerms<ItemFigures>, 'roundOff'> & {
    registration: { gstin: string | null; stateCode: string | null };
    society: SocietyRule | null;
  };
  runId: string;
};

/** A bill this run issued, as its row shows it: the amounts it was issued for. */
function issuedBillOf(
  flat: RunFlat,
  heads: BillHead[],
  issued: IssuedBill,
  billed: PeriodBill,
  arrears: Paise,
): FlatBill {
  return {
    flat,
    charges: heads.map((head) => {
      const amount = issued.heads.get(head.id);
      return amount === undefined ? null : { headId: head.id, quantity: 0, unitPrice: 0, amount };
    }),
    totals: {
      items: [],
      subTotal: issued.subTotal,
      gst: issued.gst,
      roundOff: issued.total - issued.subTotal - issued.gst,
      total: issued.total,
      summary: [],
      document: null,
    },
    otherCharges: [],
    interestPaise: 0,
    arrears,
    flags: [],
    billed,
    skipped: false,
  };
}

/** Interest on arrears as a line: quantity 1, no GST (interest is no supply of its own). */
function interestLineFigures(paise: Paise) {
  if (paise === 0) return [];
  return [
    {
      headId: null,
      quantity: 100,
      unitPrice: paise,
      discount: 0,
      overDues: 0,
      gstTreatment: 'exempt' as const,
    },
  ];
}

/** Every flat's bill for the run, in flat order; a flat already billed for the period is kept, flagged. */
export function flatBillsOf(facts: RunFacts): FlatBill[] {
  // Each bill the run issues adds to the year's turnover, so the flats after it are tested with it.
  let turnoverPaise = facts.tax.society?.turnoverPaise ?? 0;
  const rules = facts.heads.map(billHeadRuleOf);
  const treatments = new Map(facts.heads.map((head) => [head.id, head.gstTreatment]));
  const rates = new Map(facts.heads.map((head) => [head.id, hundredthsToNumber(head.gstRateBasisPoints)]));
  return facts.flats.map((flat) => {
    const billed = facts.billed.get(flat.id) ?? null;
    const issued = facts.issued.get(flat.id);
    if (billed && issued && billed.runId === facts.runId) {
      return issuedBillOf(flat, facts.heads, issued, billed, facts.arrears.get(flat.id) ?? 0);
    }
    const charges = flatBillCharges(
      {
        id: flat.id,
        block: flat.block,
        areaHundredths: flat.areaHundredths,
        parkingSlots: flat.parkingSlots,
        occupancy: flat.occupancy,
      },
      rules,
      { months: facts.period.months, typedAmounts: (headId) => facts.typed.get(typedKey(headId, flat.id)) },
    );
    const byHead = new Map(charges.map((charge) => [charge.headId, charge]));
    const otherCharges = facts.bounceCharges.get(flat.id) ?? [];
    const interestPaise = facts.interest.get(flat.id)?.chargedPaise ?? 0;
    const totals = computeInvoiceTotals(
      [
        ...charges.map((charge) => ({
          headId: charge.headId as string | null,
          quantity: charge.quantity,
          unitPrice: charge.unitPrice,
          discount: 0,
          overDues: 0,
          gstTreatment: treatments.get(charge.headId) ?? 'taxable',
          gstRate: rates.get(charge.headId) ?? RUN_GST_RATE,
        })),
        // A bank's charge passed on as it is: quantity 1, no GST.
        ...otherCharges.map((charge) => ({
          headId: null,
          quantity: 100,
          unitPrice: charge.paise,
          discount: 0,
          overDues: 0,
          gstTreatment: 'exempt' as const,
        })),
        ...interestLineFigures(interestPaise),
      ],
      RUN_GST_RATE,
      {
        regime: billPlaceAndRegime(facts.tax.registration, flat).regime,
        roundOff: facts.tax.roundOff,
        ...(facts.tax.society && {
          taxBasesOf: societyTaxBases({ ...facts.tax.society, turnoverPaise }, facts.period.months),
        }),
      },
    );
    if (!billed && totals.items.length > 0) turnoverPaise += totals.subTotal;
    const flags: PreviewFlag[] = [];
    if (
      flat.areaHundredths === 0 &&
      facts.heads.some((head) => head.basis === 'area' && byHead.has(head.id))
    ) {
      flags.push('no_area');
    }
    if (totals.total === 0) flags.push('zero_amount');
    if (!flat.email && !flat.phone) flags.push('no_contact');
    if (billed) flags.push('already_billed');
    if (otherCharges.length > 0) flags.push('bounce_charge');
    if (interestPaise > 0) flags.push('interest');
    return {
      flat,
      charges: facts.heads.map((head) => byHead.get(head.id) ?? null),
      totals,
      otherCharges,
      interestPaise,
      arrears: facts.arrears.get(flat.id) ?? 0,
      flags,
      billed,
      skipped: billed !== null,
    };
  });
}

function totalsOf(bills: FlatBill[], headCount: number) {
  const toBill = bills.filter((bill) => !bill.skipped);
  return {
    heads: Array.from({ length: headCount }, (_, index) =>
      fromPaise(sumPaise(toBill.map((bill) => bill.charges[index]?.amount ?? 0))),
    ),
    subTotal: fromPaise(sumPaise(toBill.map((bill) => bill.totals.subTotal))),
    gst: fromPaise(sumPaise(toBill.map((bill) => bill.totals.gst))),
    total: fromPaise(sumPaise(toBill.map((bill) => bill.totals.total))),
    arrears: fromPaise(sumPaise(toBill.map((bill) => bill.arrears))),
    flats: toBill.length,
  };
}

function rowOf(bill: FlatBill): TPreviewRow {
  const { flat } = bill;
  return {
    flat: {
      _id: flat.id,
      name: flat.name,
      block: flat.block,
      floor: flat.floor,
      flat: flat.flat,
      area: fromHundredths(flat.areaHundredths),
      parkingSlots: flat.parkingSlots,
      occupancy: flat.occupancy,
    },
    amounts: bill.charges.map((charge) => (charge ? fromPaise(charge.amount) : null)),
    otherCharges: fromPaise(sumPaise(bill.otherCharges.map((charge) => charge.paise))),
    interest: fromPaise(bill.interestPaise),
    subTotal: fromPaise(bill.totals.subTotal),
    gst: fromPaise(bill.totals.gst),
    total: fromPaise(bill.totals.total),
    arrears: fromPaise(bill.arrears),
    flags: bill.flags,
    billed: bill.billed && { _id: bill.billed.id, invoiceNumber: bill.billed.invoiceNumber },
  };
}

/** The preview: a row per flat, totals per head and per block (already-billed flats count nowhere). */
export function previewOf(
  run: TBillingRunPreview['run'],
  heads: BillHead[],
  bills: FlatBill[],
): TBillingRunPreview {
  const blocks = [...new Set(bills.map((bill) => bill.flat.block))].map((block) => ({
    block,
    ...totalsOf(
      bills.filter((bill) => bill.flat.block === block),
      heads.length,
    ),
  }));
  const flagCounts = {
    no_area: 0,
    zero_amount: 0,
    no_contact: 0,
    already_billed: 0,
    bounce_charge: 0,
    interest: 0,
  };
  for (const bill of bills) for (const flag of bill.flags) flagCounts[flag] += 1;
  return {
    run,
    heads: heads.map((head) => ({
      _id: head.id,
      name: head.name,
      basis: head.basis,
      gstTreatment: head.gstTreatment,
      gstRate: hundredthsToNumber(head.gstRateBasisPoints),
      defaultAmount: head.basis === 'typed' ? fromPaise(head.rateHundredths) : null,
    })),
    gstRate: RUN_GST_RATE,
    rows: bills.map(rowOf),
    totals: totalsOf(bills, heads.length),
    blocks,
    flagCounts,
  };
}
