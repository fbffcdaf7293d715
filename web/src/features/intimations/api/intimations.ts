import { type TIntimationList, ZIntimationList } from '@domain/api/intimations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type IntimationFilter = 'pending' | 'confirmed' | 'rejected' | 'all';

export const intimationKeys = {
  all: ['intimations'] as const,
  list: (status: IntimationFilter) => ['intimations', status] as const,
};

export function getIntimationsQueryOptions(status: IntimationFilter) {
  return queryOptions({
    queryKey: intimationKeys.list(status),
    queryFn: async (): Promise<TIntimationList> =>
      ZIntimationList.parse(await apiClient.get<unknown>('/api/v2/intimations', { query: { status } })),
  });
}

export function useIntimations(status: IntimationFilter) {
  return useQuery(getIntimationsQueryOptions(status));
}

/** Confirms a report (a receipt on the flat's account) or rejects it with the reason; every list refreshes. */
export function useDecideIntimation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      decision: { id: string; action: 'confirm' } | { id: string; action: 'reject'; reason: string },
    ): Promise<{ message: string }> =>
      apiClient.post<{ message: string }>(
        `/api/v2/intimations/${encodeURIComponent(decision.id)}/${decision.action}`,
        decision.action === 'reject' ? { reason: decision.reason } : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: intimationKeys.all }),
  });
}
