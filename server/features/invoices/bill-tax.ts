import { businessStateOf, placeOfSupplyOf } from '@domain/gst-states';
import { type TaxRegime, taxRegimeOf } from '@domain/invoice-tax';
import type { Executor } from '../../db/schema';
import type { BillTaxTerms } from './invoice-figures';
import { findTaxFacts } from './invoice-reads.repository';
import type { InvoiceClient } from './invoice-rows';

/** Where a bill is supplied and how it is taxed, as the business stands when the bill is figured. */
export type BillTax = { placeOfSupply: string | null; terms: BillTaxTerms };

/**
 * The place of supply of a bill for `client` (a flat's: the business's state) and its tax terms: the
 * regime the business's registration and that place give, with `hsn` the bill's SAC for lines
 * without their own.
 */
export async function billTaxFor(
  db: Executor,
  businessId: string,
  client: Pick<InvoiceClient, 'flat' | 'gstin'>,
  hsn: string,
): Promise<BillTax> {
  const business = await findTaxFacts(db, businessId);
  const placeOfSupply = placeOfSupplyOf(businessStateOf(business), client);
  return { placeOfSupply, terms: { regime: taxRegimeOf(business, placeOfSupply), hsn, roundOff: true } };
}

/** How the bills of the business's flats are taxed: supplied where the flat is, its own state. */
export async function flatBillTax(
  db: Executor,
  businessId: string,
): Promise<{ regime: TaxRegime; roundOff: boolean }> {
  const business = await findTaxFacts(db, businessId);
  return { regime: taxRegimeOf(business, businessStateOf(business)), roundOff: true };
}
