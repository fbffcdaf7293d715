import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** The business's invoice counter: the next number the server gives is this + 1. */
export async function getInvoiceCount(userId: string): Promise<number> {
  const answer = await apiClient.get<unknown>('/api/v2/invoices/count', { query: { searchQuery: userId } });
  return z.number().int().min(0).parse(answer);
}

export function useInvoiceCount(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  // Always asked afresh: another tab may have created an invoice since.
  return useQuery({
    queryKey: invoiceKeys.count(),
    queryFn: () => getInvoiceCount(userId),
    staleTime: 0,
    enabled,
  });
}
