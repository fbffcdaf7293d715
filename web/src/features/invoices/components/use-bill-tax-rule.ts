import { isValidDateString } from '@domain/dates';
import type { SocietyRule } from '@domain/housing-society';
import { toPaise } from '@domain/money';
import { useGstSettings, useGstTurnover } from '../../gst-settings';
import type { BillTo } from './invoice-form-schema';
import type { TaxRegistration } from './use-invoice-totals';

/** How the server will figure a bill beyond its regime: whether it rounds, and a society's rule. */
export type BillTaxRule = { roundOff: boolean; society: SocietyRule | null };

type BillTaxRuleFacts = {
  userId: string;
  registration: TaxRegistration;
  client: BillTo | null;
  /** The bill's date as typed: the financial year whose turnover counts. */
  date: string;
  /** The bill being edited, left out of the turnover as the server leaves it out. */
  editedId: string | undefined;
};

/**
 * The business's rounding, and for a flat's bill of a registered housing society its rule: how GST
 * falls above ₹7,500 a month and the turnover of the bill's financial year (the bill edited left out),
 * so the form's summary taxes what the server will. Until they arrive, totals are rounded and no
 * rule applies.
 */
export function useBillTaxRule({
  userId,
  registration,
  client,
  date,
  editedId,
}: BillTaxRuleFacts): BillTaxRule {
  const settings = useGstSettings(userId).data;
  const isFlatBill = Boolean(client?.flat?.trim());
  const applies = Boolean(settings?.housingSociety && registration.gstin && isFlatBill);
  const day = isValidDateString(date) ? date : undefined;
  const turnover = useGstTurnover(userId, {
    enabled: applies,
    query: { ...(day ? { date: day } : {}), ...(editedId ? { exceptInvoiceId: editedId } : {}) },
  }).data;
  return {
    roundOff: settings?.roundOff ?? true,
    society:
      applies && settings && turnover
        ? {
            mode: settings.rwaMode,
            turnoverPaise: toPaise(turnover.turnover),
            thresholdPaise: toPaise(turnover.threshold),
          }
        : null,
  };
}
