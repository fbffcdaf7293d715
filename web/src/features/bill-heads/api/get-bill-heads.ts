import { type TBillHeadList, ZBillHeadList } from '@domain/api/bill-heads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { billHeadKeys } from './bill-head-keys';

/** The business's bill heads in bill order; the server answers for the token's business. */
export async function getBillHeads(): Promise<TBillHeadList> {
  return ZBillHeadList.parse(await apiClient.get<unknown>('/api/v2/bill-heads'));
}

/** Keyed by the signed-in user, so one account never sees another's heads from the cache. */
export function getBillHeadsQueryOptions(userId: string) {
  return queryOptions({ queryKey: billHeadKeys.list(userId), queryFn: getBillHeads });
}

export function useBillHeads(userId: string) {
  return useQuery(getBillHeadsQueryOptions(userId));
}
