import { type TLedger, ZLedger } from '@domain/api/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** A flat's account in sums: its opening balance, what it was billed and paid, its dues and advance. */
export async function getFlatLedger(customerId: string): Promise<TLedger> {
  return ZLedger.parse(
    await apiClient.get<unknown>(`/api/v2/clients/${encodeURIComponent(customerId)}/ledger`),
  );
}

export function getFlatLedgerQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: customerKeys.ledger(customerId),
    queryFn: () => getFlatLedger(customerId),
  });
}

export function useFlatLedger(customerId: string) {
  return useQuery(getFlatLedgerQueryOptions(customerId));
}
