import { type TMessageList, type TOutboxMessage, ZMessageList } from '@domain/api/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type MessageListParams, messageKeys } from './message-keys';

/** How often a list with a message still on its way is asked again, until every one has an outcome. */
export const IN_FLIGHT_REFRESH_MS = 2000;

/** `GET /api/v2/messages`: the caller's outbox, newest first, optionally one invoice's. */
export async function getMessages({ invoiceId, limit }: MessageListParams): Promise<TMessageList> {
  const answer = await apiClient.get<unknown>('/api/v2/messages', { query: { page: 1, limit, invoiceId } });
  return ZMessageList.parse(answer);
}

export function isInFlight(message: Pick<TOutboxMessage, 'status'>): boolean {
  return message.status === 'queued' || message.status === 'sending';
}

export function getMessagesQueryOptions(params: MessageListParams) {
  return queryOptions({
    queryKey: messageKeys.list(params),
    queryFn: () => getMessages(params),
    // The outbox worker sends in the background: the owner sees queued turn into sent (or failed) by itself.
    refetchInterval: (query) => (query.state.data?.data.some(isInFlight) ? IN_FLIGHT_REFRESH_MS : false),
  });
}

/** The newest `limit` messages (20 unless told), of one invoice when `invoiceId` is given. */
export function useMessages({ invoiceId, limit = 20 }: { invoiceId?: string; limit?: number } = {}) {
  return useQuery(getMessagesQueryOptions({ invoiceId, limit }));
}
