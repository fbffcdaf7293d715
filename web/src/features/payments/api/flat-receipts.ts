import {
  type TAccountPaymentAnswer,
  type TAccountPaymentInput,
  ZAccountPaymentAnswer,
} from '@domain/api/ledger';
import {
  type TReceipt,
  type TReceiptList,
  type TReversalInput,
  ZReceipt,
  ZReceiptList,
} from '@domain/api/receipts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from '../../invoices';

/** A flat's receipts live under the invoice queries: whatever refreshes the bills refreshes them. */
export const receiptKeys = {
  all: () => [...invoiceKeys.all, 'receipts'] as const,
  ofFlat: (customerId: string) => [...receiptKeys.all(), customerId] as const,
};

const flatPath = (customerId: string) => `/api/v2/clients/${encodeURIComponent(customerId)}`;

export async function getFlatReceipts(customerId: string): Promise<TReceiptList> {
  return ZReceiptList.parse(await apiClient.get<unknown>(`${flatPath(customerId)}/receipts`));
}

export function useFlatReceipts(customerId: string) {
  return useQuery(
    queryOptions({ queryKey: receiptKeys.ofFlat(customerId), queryFn: () => getFlatReceipts(customerId) }),
  );
}

/**
 * Money received for a flat: the server spreads it over the oldest dues first. The bills, the lists and
 * the flat's receipts are read again; `onChanged` lets the page refresh what else it shows of the flat.
 */
export function usePayOnAccount(customerId: string, onChanged: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TAccountPaymentInput): Promise<TAccountPaymentAnswer> =>
      ZAccountPaymentAnswer.parse(await apiClient.post<unknown>(`${flatPath(customerId)}/payments`, input)),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: invoiceKeys.all }), onChanged()]);
    },
  });
}

/** Reverses a receipt (a bounced cheque): what it paid is owed again. */
export function useReverseReceipt(customerId: string, onChanged: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      receiptId,
      input,
    }: {
      receiptId: string;
      input: TReversalInput;
    }): Promise<TReceipt> =>
      ZReceipt.parse(
        await apiClient.post<unknown>(`/api/v2/receipts/${encodeURIComponent(receiptId)}/reverse`, input),
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: receiptKeys.ofFlat(customerId) }),
        onChanged(),
      ]);
    },
  });
}

/** Where a receipt's PDF is downloaded from (the owner's session goes with it). */
export function receiptPdfPath(receiptId: string): string {
  return `/api/v2/receipts/${encodeURIComponent(receiptId)}/pdf`;
}
