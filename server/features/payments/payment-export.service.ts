import type { Writable } from 'node:stream';
import { paysheetFileName, type TPaymentExportQuery } from '@domain/api/payment-export';
import type { ServiceContext } from '../../app-context';
import type { CallerBusiness } from '../../caller';
import { type ExportRange, longestTexts, paymentsBetween } from './payment-export.repository';
import { writePaysheet } from './paysheet-workbook';

/** `Paysheet-{the name clients see: the business's, else the owner's}.xlsx`. */
export function paysheetNameFor(business: Pick<CallerBusiness, 'name'>): string {
  return paysheetFileName(business.name);
}

/** `GET /api/v2/payments`: the caller's payments in the range, written as the paysheet to `output`. */
export async function exportPaysheet(
  context: ServiceContext,
  businessId: string,
  query: TPaymentExportQuery,
  output: Writable,
): Promise<void> {
  const { db } = context;
  const range: ExportRange = { businessId, from: query.from, to: query.to };
  await writePaysheet(output, paymentsBetween(db, range), await longestTexts(db, range));
}
