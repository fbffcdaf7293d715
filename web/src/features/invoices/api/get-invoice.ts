import { type TInvoice, type TPublicInvoice, ZInvoice, ZPublicInvoice } from '@domain/api/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** What GET /api/v2/invoices/{id} answers: everything for its creator, the public view for anyone else. */
const ZInvoiceAnswer = z.union([ZInvoice, ZPublicInvoice]);

export async function getInvoice(id: string): Promise<TInvoice | TPublicInvoice> {
  return ZInvoiceAnswer.parse(await apiClient.get<unknown>(`/api/v2/invoices/${encodeURIComponent(id)}`));
}

/** True when the answer is the creator's view (it carries the creator and the payments). */
export function isOwnerView(invoice: TInvoice | TPublicInvoice): invoice is TInvoice {
  return 'creator' in invoice;
}

export function getInvoiceQueryOptions(id: string) {
  return queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) });
}

export function useInvoice(id: string) {
  return useQuery(getInvoiceQueryOptions(id));
}
