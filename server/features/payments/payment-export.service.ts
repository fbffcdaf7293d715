import type { Writable } from 'node:stream';
import { paysheetFileName, type TPaymentExportQuery } from '../../../domain/api/payment-export';
import type { AppInstance } from '../../app-context';
import type { Caller } from '../../plugins/authenticate';
import { businessNameOf } from '../../tenancy/business-settings';
import { type ExportRange, longestTexts, paymentsBetween } from './payment-export.repository';
import { writePaysheet } from './paysheet-workbook';

/** SPEC §9: `Paysheet-{business or name}.xlsx`. */
export function paysheetNameFor(caller: Caller): string {
  return paysheetFileName(businessNameOf(caller.businessRow));
}

/** `GET /api/v2/payments`: the caller's payments in the range, written as the paysheet to `output`. */
export async function exportPaysheet(
  app: AppInstance,
  caller: Caller,
  query: TPaymentExportQuery,
  output: Writable,
): Promise<void> {
  const { db } = app.database;
  const range: ExportRange = { businessId: caller.business.id, from: query.from, to: query.to };
  await writePaysheet(output, paymentsBetween(db, range), await longestTexts(db, range));
}
