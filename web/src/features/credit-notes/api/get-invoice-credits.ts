import { type TInvoiceCredits, ZInvoiceCredits } from '@domain/api/credit-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { creditNoteKeys } from './credit-note-keys';

/** `GET /api/v2/invoices/{id}/credit-notes`: the bill's lines with what is left to credit, and its notes. */
export async function getInvoiceCredits(invoiceId: string): Promise<TInvoiceCredits> {
  return ZInvoiceCredits.parse(
    await apiClient.get<unknown>(`/api/v2/invoices/${encodeURIComponent(invoiceId)}/credit-notes`),
  );
}

export function getInvoiceCreditsQueryOptions(invoiceId: string) {
  return queryOptions({
    queryKey: creditNoteKeys.ofInvoice(invoiceId),
    queryFn: () => getInvoiceCredits(invoiceId),
  });
}

/** `enabled: false` while the bill has no credit notes to list and no dialog asks for its lines. */
export function useInvoiceCredits(invoiceId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getInvoiceCreditsQueryOptions(invoiceId), enabled });
}

/** Where one credit note's PDF is served (the owner's session only). */
export function creditNotePdfPath(creditNoteId: string): string {
  return `/api/v2/credit-notes/${encodeURIComponent(creditNoteId)}/pdf`;
}
