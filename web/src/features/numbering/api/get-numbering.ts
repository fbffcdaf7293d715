import { NUMBERING_PATH, type TNumbering, ZNumbering } from '@domain/api/numbering';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The settings' own query: how each series is numbered and its next number today. */
export const numberingKeys = { settings: ['numbering', 'settings'] as const };

export async function getNumbering(): Promise<TNumbering> {
  return ZNumbering.parse(await apiClient.get<unknown>(NUMBERING_PATH));
}

export function getNumberingQueryOptions() {
  return queryOptions({ queryKey: numberingKeys.settings, queryFn: getNumbering });
}

export function useNumbering() {
  return useQuery(getNumberingQueryOptions());
}
