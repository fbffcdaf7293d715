import { type TGstSettings, ZGstSettings } from '@domain/api/gst-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { GST_SETTINGS_PATH } from './get-gst-settings';
import { gstSettingsKeys } from './gst-settings-keys';

/** `PUT /api/v2/settings/gst`: the settings as saved. */
export async function saveGstSettings(settings: TGstSettings): Promise<TGstSettings> {
  return ZGstSettings.parse(await apiClient.put<unknown>(GST_SETTINGS_PATH, settings));
}

/** Saves the settings; the turnover's threshold may have changed with them, so it is read again. */
export function useSaveGstSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGstSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(gstSettingsKeys.settings(userId), settings);
      await queryClient.invalidateQueries({ queryKey: gstSettingsKeys.turnover(userId) });
    },
  });
}
