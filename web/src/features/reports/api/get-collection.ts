import { type TCollection, type TCollectionQuery, ZCollection } from '@domain/api/collection';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from '../../invoices';

/** Under the invoice lists' key, as the dues report's: a new invoice or payment refreshes it too. */
export const collectionKeys = {
  collection: (query: TCollectionQuery) => [...invoiceKeys.lists(), 'reports', 'collection', query] as const,
};

/** `GET /api/v2/reports/collection`: what the period billed and collected. */
export async function getCollection(query: TCollectionQuery): Promise<TCollection> {
  return ZCollection.parse(await apiClient.get<unknown>('/api/v2/reports/collection', { query }));
}

export function getCollectionQueryOptions(query: TCollectionQuery) {
  return queryOptions({ queryKey: collectionKeys.collection(query), queryFn: () => getCollection(query) });
}

/** The report for the period; the last one stays on screen while the next one arrives. */
export function useCollection(query: TCollectionQuery) {
  return useQuery({ ...getCollectionQueryOptions(query), placeholderData: keepPreviousData });
}
