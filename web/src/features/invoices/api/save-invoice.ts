import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TInvoice,
  type TInvoiceInput,
  type TInvoiceUpdate,
  ZInvoice,
  ZInvoiceInput,
} from '../../../../../domain/api/invoices';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

export async function createInvoice(input: TInvoiceInput): Promise<TInvoice> {
  return ZInvoice.parse(await apiClient.post<unknown>('/api/v2/invoices', input));
}

export async function updateInvoice(id: string, changes: TInvoiceUpdate): Promise<TInvoice> {
  return ZInvoice.parse(
    await apiClient.patch<unknown>(`/api/v2/invoices/${encodeURIComponent(id)}`, changes),
  );
}

/**
 * Create (no id) or edit one invoice; the saved invoice replaces the cached one and the lists are
 * refetched. The form gives an edit's body; a new invoice's is the same with its client and items,
 * which the form has already checked, so the parse only narrows the type.
 */
export function useSaveInvoice(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInvoiceUpdate) =>
      id ? updateInvoice(id, input) : createInvoice(ZInvoiceInput.parse(input)),
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice._id), invoice);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.count() }),
      ]);
    },
  });
}
