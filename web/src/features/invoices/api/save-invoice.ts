import {
  type TInvoice,
  type TInvoiceInput,
  type TInvoiceUpdate,
  ZInvoice,
  ZInvoiceInput,
} from '@domain/api/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { createLateFeeInvoice } from './create-late-fee-invoice';
import { invoiceKeys } from './invoice-keys';

export async function createInvoice(input: TInvoiceInput): Promise<TInvoice> {
  return ZInvoice.parse(await apiClient.post<unknown>('/api/v2/invoices', input));
}

export async function updateInvoice(id: string, changes: TInvoiceUpdate): Promise<TInvoice> {
  return ZInvoice.parse(
    await apiClient.patch<unknown>(`/api/v2/invoices/${encodeURIComponent(id)}`, changes),
  );
}

/** What a save does: edit invoice `id`, make a late-fee invoice replacing `from`, or else create one. */
export type SaveTarget = { id?: string; from?: string };

/** What the form sends: an edit's fields, and for a new bill whether to add interest on arrears. */
type SaveInput = TInvoiceUpdate & Pick<TInvoiceInput, 'interestOnArrears'>;

function save({ id, from }: SaveTarget, input: SaveInput): Promise<TInvoice> {
  if (id) return updateInvoice(id, input);
  if (from) return createLateFeeInvoice(from, input);
  return createInvoice(ZInvoiceInput.parse(input));
}

/**
 * Create, edit or replace with a late fee; the saved invoice replaces the cached one and the lists
 * are refetched (and the replaced original, now marked so). The form gives an edit's body; a new
 * invoice's is the same with its client and items, which the form has already checked, so the parse
 * only narrows the type.
 */
export function useSaveInvoice(target: SaveTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) => save(target, input),
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice._id), invoice);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.count() }),
        target.from
          ? queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(target.from) })
          : undefined,
      ]);
    },
  });
}
