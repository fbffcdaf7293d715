import type { TInvoice, TInvoiceUpdate } from '@domain/api/invoices';
import { type TLateFeeInput, ZLateFeeAnswer } from '@domain/api/late-fee';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST /api/v2/invoices/overdue`: replaces invoice `from` with a late-fee invoice made of the form's
 * values. The client is always the original's, so the form's 'Bill to' is not sent.
 */
export async function createLateFeeInvoice(from: string, values: TInvoiceUpdate): Promise<TInvoice> {
  const { client, paymentRecords, ...overrides } = values;
  const body: TLateFeeInput = { from, ...overrides };
  return ZLateFeeAnswer.parse(await apiClient.post<unknown>('/api/v2/invoices/overdue', body)).data;
}
