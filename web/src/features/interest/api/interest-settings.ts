import { type TInterestSettings, type TInterestSettingsInput, ZInterestSettings } from '@domain/api/interest';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from '../../invoices';
import { interestKeys } from './interest-keys';

const SETTINGS_PATH = '/api/v2/settings/interest';

/** How the business charges late payment: late-fee invoices, or interest on arrears and its terms. */
export async function getInterestSettings(): Promise<TInterestSettings> {
  return ZInterestSettings.parse(await apiClient.get<unknown>(SETTINGS_PATH));
}

export async function saveInterestSettings(settings: TInterestSettingsInput): Promise<TInterestSettings> {
  return ZInterestSettings.parse(await apiClient.put<unknown>(SETTINGS_PATH, settings));
}

export function getInterestSettingsQueryOptions(userId: string) {
  return queryOptions({ queryKey: interestKeys.settings(userId), queryFn: getInterestSettings });
}

export function useInterestSettings(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getInterestSettingsQueryOptions(userId), enabled });
}

/** Saves the settings; the interest the invoice form previews follows them, so it is read again. */
export function useSaveInterestSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInterestSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(interestKeys.settings(userId), settings);
      await queryClient.invalidateQueries({ queryKey: [...invoiceKeys.all, 'interest-preview'] });
    },
  });
}
