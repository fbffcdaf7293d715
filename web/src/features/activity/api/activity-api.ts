import {
  type TAuditList,
  type TAuditQuery,
  type TAuditVerification,
  ZAuditList,
  ZAuditVerification,
} from '@domain/api/audit';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, type QueryValue } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** The filters as the address and the API carry them: only those chosen. */
export type ActivityFilters = Partial<Omit<TAuditQuery, 'page' | 'limit'>>;

function queryOf(
  filters: ActivityFilters,
  page?: { page: number; limit: number },
): Record<string, QueryValue> {
  const chosen = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '');
  return { ...Object.fromEntries(chosen), ...(page ?? {}) };
}

export function useActivity(businessId: string, filters: ActivityFilters, page: number, limit: number) {
  return useQuery({
    queryKey: ['activity', businessId, filters, page, limit],
    queryFn: async (): Promise<TAuditList> =>
      ZAuditList.parse(
        await apiClient.get<unknown>('/api/v2/audit', { query: queryOf(filters, { page, limit }) }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useExportActivity() {
  return useMutation({
    mutationFn: (filters: ActivityFilters) =>
      downloadFile('/api/v2/audit.xlsx', 'Activity.xlsx', queryOf(filters)),
  });
}

/** The owner's check that every entry is as written and linked to the one before. */
export function useVerifyTrail() {
  return useMutation({
    mutationFn: async (): Promise<TAuditVerification> =>
      ZAuditVerification.parse(await apiClient.get<unknown>('/api/v2/audit/verify')),
  });
}
