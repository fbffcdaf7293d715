import { type TTallyLedgers, type TTallyLedgersInput, ZTallyLedgers } from '@domain/api/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const TALLY_LEDGERS_PATH = '/api/v2/settings/tally-ledgers';

/** The mapping is the business's own, kept per signed-in user as the other settings are. */
export const tallyLedgerKeys = { ledgers: (userId: string) => ['tally-ledgers', userId] as const };

/** `GET /api/v2/settings/tally-ledgers`: each bill head's income ledger and the fixed ledgers. */
export async function getTallyLedgers(): Promise<TTallyLedgers> {
  return ZTallyLedgers.parse(await apiClient.get<unknown>(TALLY_LEDGERS_PATH));
}

/** Read only once asked for (the mapping dialog is opened). */
export function useTallyLedgers(userId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: tallyLedgerKeys.ledgers(userId), queryFn: getTallyLedgers }),
    enabled,
  });
}

/** `PUT /api/v2/settings/tally-ledgers`: the mapping as saved. */
export async function saveTallyLedgers(input: TTallyLedgersInput): Promise<TTallyLedgers> {
  return ZTallyLedgers.parse(await apiClient.put<unknown>(TALLY_LEDGERS_PATH, input));
}

export function useSaveTallyLedgers(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTallyLedgers,
    onSuccess: (saved) => queryClient.setQueryData(tallyLedgerKeys.ledgers(userId), saved),
  });
}
