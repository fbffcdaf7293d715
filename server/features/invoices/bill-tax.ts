import { businessStateOf } from '@domain/gst-states';
import { type SocietyRule, societyTaxBases } from '@domain/housing-society';
import { billPlaceAndRegime } from '@domain/invoice-tax';
import type { Executor } from '../../db/schema';
import { gstSettingsOf } from '../../tenancy/gst-settings';
import type { BillTaxTerms } from './invoice-figures';
import { findTaxFacts } from './invoice-reads.repository';
import type { InvoiceClient } from './invoice-rows';
import { financialYearTurnoverPaise } from './turnover.repository';

type TaxFacts = Awaited<ReturnType<typeof findTaxFacts>>;

/** Where a bill is supplied and how it is taxed, as the business stands when the bill is figured. */
export type BillTax = { placeOfSupply: string | null; terms: BillTaxTerms };

/** What a bill is figured for: its date (the financial year its turnover counts in) and the months it covers. */
export type BillFacts = { date: string; months: number; exceptInvoiceId?: string };

/**
 * How the business's flats are billed: its registration (a flat's own state then gives each bill its
 * regime), its rounding, and a housing society's rule (registered societies only: a business without
 * a GSTIN charges no GST at all) with the year's turnover up to `bill.date`.
 */
export async function flatBillTax(
  db: Executor,
  businessId: string,
  bill: Omit<BillFacts, 'months'>,
): Promise<FlatBillTax> {
  const registration = await findTaxFacts(db, businessId);
  return { registration, ...(await taxOfBill(db, businessId, registration, bill, true)) };
}

type FlatBillTax = { registration: TaxFacts; roundOff: boolean; society: SocietyRule | null };

/**
 * The rounding and, for a flat's bill, the society's rule (and so the year's turnover) of a business
 * whose tax facts are read: no other bill is tested by the rule.
 */
async function taxOfBill(
  db: Executor,
  businessId: string,
  business: TaxFacts,
  bill: Omit<BillFacts, 'months'>,
  isFlat: boolean,
): Promise<Omit<FlatBillTax, 'registration'>> {
  const settings = await gstSettingsOf(db, businessId);
  const taxed = Boolean(business.gstin && businessStateOf(business));
  const society =
    isFlat && settings.housingSociety && taxed
      ? {
          mode: settings.rwaMode,
          thresholdPaise: settings.turnoverThresholdPaise,
          turnoverPaise: await financialYearTurnoverPaise(db, businessId, bill.date, {
            exceptInvoiceId: bill.exceptInvoiceId,
          }),
        }
      : null;
  return { roundOff: settings.roundOff, society };
}

/**
 * The place of supply of a bill for `client` (a flat's: where the flat is) and its tax terms: the
 * regime the business's registration and that place give, its rounding, `hsn` the bill's SAC for lines
 * without their own, and a housing society's rule on a flat's bill.
 */
export async function billTaxFor(
  db: Executor,
  businessId: string,
  client: Pick<InvoiceClient, 'flat' | 'gstin' | 'stateCode'>,
  hsn: string,
  bill: BillFacts,
): Promise<BillTax> {
  const business = await findTaxFacts(db, businessId);
  const { placeOfSupply, regime } = billPlaceAndRegime(business, client);
  const forFlat = await taxOfBill(db, businessId, business, bill, client.flat.trim() !== '');
  return {
    placeOfSupply,
    terms: {
      regime,
      hsn,
      roundOff: forFlat.roundOff,
      ...(forFlat.society ? { taxBasesOf: societyTaxBases(forFlat.society, bill.months) } : {}),
    },
  };
}
