import { type TInvoiceInterest, ZInvoiceInterest } from '@domain/api/interest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { interestKeys } from './interest-keys';

/** `GET /api/v2/invoices/{id}/interest`: the interest the bill carries, per earlier bill. */
export async function getInvoiceInterest(invoiceId: string): Promise<TInvoiceInterest> {
  return ZInvoiceInterest.parse(
    await apiClient.get<unknown>(`/api/v2/invoices/${encodeURIComponent(invoiceId)}/interest`),
  );
}

export function getInvoiceInterestQueryOptions(invoiceId: string) {
  return queryOptions({
    queryKey: interestKeys.ofInvoice(invoiceId),
    queryFn: () => getInvoiceInterest(invoiceId),
  });
}

export function useInvoiceInterest(invoiceId: string, { enabled = true } = {}) {
  return useQuery({ ...getInvoiceInterestQueryOptions(invoiceId), enabled });
}
