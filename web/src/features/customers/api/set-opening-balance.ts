import { type TLedger, type TOpeningBalanceInput, ZLedger } from '@domain/api/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** Sets a flat's opening balance (negative: an advance); answers the flat's account. */
export async function setOpeningBalance(customerId: string, input: TOpeningBalanceInput): Promise<TLedger> {
  return ZLedger.parse(
    await apiClient.put<unknown>(`/api/v2/clients/${encodeURIComponent(customerId)}/opening-balance`, input),
  );
}

export function useSetOpeningBalance(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOpeningBalanceInput) => setOpeningBalance(customerId, input),
    // The answer is the flat's account as it now stands: the page shows it without asking again.
    onSuccess: (ledger) => queryClient.setQueryData(customerKeys.ledger(customerId), ledger),
  });
}
