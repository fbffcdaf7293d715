import type { TBillHead } from '@domain/api/bill-heads';
import { parseHundredths } from '@domain/decimal';
import { formatMoney, formatNumber } from '@domain/format';
import { BILL_HEADS_TEXT, type BillHeadsText } from '../text/bill-heads-text';

/*
 * How a head reads in the list, in the words of `text` (the page's language; English when not given,
 * as in the unit tests).
 */

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
export function rateText(
  head: DescribedHead,
  nameOf: (headId: string) => string | undefined,
  text: BillHeadsText = BILL_HEADS_TEXT.en,
): string {
  if (head.basis === 'percent') {
    return text.percentOf(
      formatNumber(head.rate),
      head.percentOf.flatMap((id) => nameOf(id) ?? []),
    );
  }
  return text.rates[head.basis](rupees(head.rate));
}

/** The flats a head bills: "All flats", "Block A", "Only let-out flats in Block A", "3 chosen flats". */
export function flatsText(
  head: Pick<TBillHead, 'appliesTo' | 'limit'>,
  text: BillHeadsText = BILL_HEADS_TEXT.en,
): string {
  const limit = head.limit;
  const letOut = head.appliesTo === 'let_out';
  switch (limit.kind) {
    case 'all':
      return text.appliesTo[head.appliesTo];
    case 'block':
      return letOut ? text.letOutInBlock(limit.block) : text.block(limit.block);
    case 'flats': {
      const chosen = text.chosenFlats(limit.flats.length);
      return letOut ? text.letOutAmong(chosen) : chosen;
    }
  }
}

/** "2 flats at their own rate", or null when none has one. */
export function overridesText(
  head: Pick<TBillHead, 'overrides'>,
  text: BillHeadsText = BILL_HEADS_TEXT.en,
): string | null {
  const flats = head.overrides.length;
  return flats === 0 ? null : text.ownRates(flats);
}

/** "Taxable", "Exempt", "Statutory levy". */
export function gstTreatmentText(
  head: Pick<TBillHead, 'gstTreatment'>,
  text: BillHeadsText = BILL_HEADS_TEXT.en,
): string {
  return text.gstTreatments[head.gstTreatment];
}

/** "Taxable · SAC/HSN 995419", "Exempt · SAC/HSN 995419". */
export function gstText(
  head: Pick<TBillHead, 'gstTreatment' | 'hsn'>,
  text: BillHeadsText = BILL_HEADS_TEXT.en,
): string {
  return text.gst(gstTreatmentText(head, text), head.hsn);
}
