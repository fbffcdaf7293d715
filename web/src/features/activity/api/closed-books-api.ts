import { type TClosedMonths, ZClosedMonths } from '@domain/api/closed-books';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const closedKeys = (businessId: string) => ['closed-months', businessId] as const;

export function useClosedMonths(businessId: string) {
  return useQuery({
    queryKey: closedKeys(businessId),
    queryFn: async (): Promise<TClosedMonths> =>
      ZClosedMonths.parse(await apiClient.get<unknown>('/api/v2/closed-months')),
  });
}

/** Closing or reopening answers the closed months as they now are; the trail has a new entry. */
function useClosedMonthsChange<Input>(businessId: string, change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => ZClosedMonths.parse(await change(input)),
    onSuccess: (months) => {
      queryClient.setQueryData(closedKeys(businessId), months);
      return queryClient.invalidateQueries({ queryKey: ['activity', businessId] });
    },
  });
}

export function useCloseMonth(businessId: string) {
  return useClosedMonthsChange(businessId, (month: string) =>
    apiClient.post<unknown>('/api/v2/closed-months', { month }),
  );
}

export function useReopenMonth(businessId: string) {
  return useClosedMonthsChange(businessId, (month: string) =>
    apiClient.delete<unknown>(`/api/v2/closed-months/${encodeURIComponent(month)}`),
  );
}
