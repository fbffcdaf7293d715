import { type TCreditNote, type TCreditNoteInput, ZCreditNote } from '@domain/api/credit-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { customerKeys } from '../../customers';
import { invoiceKeys } from '../../invoices';

/** `POST /api/v2/invoices/{id}/credit-notes`: the new note, numbered in the business's series. */
export async function issueCreditNote(invoiceId: string, input: TCreditNoteInput): Promise<TCreditNote> {
  return ZCreditNote.parse(
    await apiClient.post<unknown>(`/api/v2/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, input),
  );
}

/**
 * Issues a credit note. It lowers what the bill owes, so everything that shows that is read again:
 * the bill and its notes, the lists and the dashboard (all under the invoice keys), and the flats'
 * dues and accounts (the customer keys). The bill is read again before the dialog closes, so the page
 * it closes onto already shows the note.
 */
export function useIssueCreditNote(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreditNoteInput) => issueCreditNote(invoiceId, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
      ]);
    },
  });
}
