import { ZInvoiceBlocks } from '@domain/api/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** The blocks the owner's invoices name, for the block filter. */
export async function getInvoiceBlocks(): Promise<string[]> {
  return ZInvoiceBlocks.parse(await apiClient.get<unknown>('/api/v2/invoices/blocks')).data;
}

export function getInvoiceBlocksQueryOptions() {
  return queryOptions({ queryKey: invoiceKeys.blocks(), queryFn: getInvoiceBlocks });
}

export function useInvoiceBlocks() {
  return useQuery(getInvoiceBlocksQueryOptions());
}
