import { NUMBERING_PATH, type TNumbering, type TNumberingInput, ZNumbering } from '@domain/api/numbering';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from '../../invoices';
import { numberingKeys } from './get-numbering';

export async function saveNumbering(input: TNumberingInput): Promise<TNumbering> {
  return ZNumbering.parse(await apiClient.put<unknown>(NUMBERING_PATH, input));
}

/** Saves the numbering; the answer is the settings' new state, and the invoice form's next number is asked again. */
export function useSaveNumbering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNumbering,
    onSuccess: async (numbering) => {
      queryClient.setQueryData(numberingKeys.settings, numbering);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.count() });
    },
  });
}
