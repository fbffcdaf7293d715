import {
  type TFlatTransferAnswer,
  type TFlatTransferInput,
  ZFlatTransferAnswer,
} from '@domain/api/flat-transfers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from '../../invoices';

/**
 * A flat changes hands; the bills and receipts (a settlement is one) are read again, and `onChanged`
 * lets the page refresh the flat itself.
 */
export function useTransferFlat(customerId: string, onChanged: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TFlatTransferInput): Promise<TFlatTransferAnswer> =>
      ZFlatTransferAnswer.parse(
        await apiClient.post<unknown>(`/api/v2/clients/${encodeURIComponent(customerId)}/transfer`, input),
      ),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: invoiceKeys.all }), onChanged()]);
    },
  });
}
