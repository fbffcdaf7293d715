import { businessStateOf } from '@domain/gst-states';
import { type SocietyRule, societyTaxBases } from '@domain/housing-society';
import { billPlaceAndRegime, type TaxRegime, taxRegimeOf } from '@domain/invoice-tax';
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
 * How the business's flats are billed: the regime its registration gives a bill supplied in its own
 * state, its rounding, and a housing society's rule (registered societies only: a business without a
 * GSTIN charges no GST at all) with the year's turnover up to `bill.date`.
 */
export async function flatBillTax(
  db: Executor,
  businessId: string,
  bill: Omit<BillFacts, 'months'>,
): Promise<FlatBillTax> {
  return taxOfBill(db, businessId, await findTaxFacts(db, businessId), bill, true);
}

type FlatBillTax = { regime: TaxRegime; roundOff: boolean; society: SocietyRule | null };

/**
 * `flatBillTax` for a business whose tax facts are read. The society's rule, and so the year's
 * turnover, only for a flat's bill: no other bill is tested by them.
 */
async function taxOfBill(
  db: Executor,
  businessId: string,
  business: TaxFacts,
  bill: Omit<BillFacts, 'months'>,
  isFlat: boolean,
): Promise<FlatBillTax> {
  const settings = await gstSettingsOf(db, businessId);
  const regime = taxRegimeOf(business, businessStateOf(business));
  const taxed = regime === 'cgst-sgst' || regime === 'igst';
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
  return { regime, roundOff: settings.roundOff, society };
}

/**
 * The place of supply of a bill for `client` (a flat's: the business's state) and its tax terms: the
 * regime the business's registration and that place give, its rounding, `hsn` the bill's SAC for lines
 * without their own, and a housing society's rule on a flat's bill.
 */
export async function billTaxFor(
  db: Executor,
  businessId: string,
  client: Pick<InvoiceClient, 'flat' | 'gstin'>,
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
