/** Which messages are asked for: one invoice's, or the newest of the whole outbox. */
export type MessageListParams = { invoiceId?: string; limit: number };

/** Every outbox query lives under `messages`: a send or a reminder refreshes them all at once. */
export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (params: MessageListParams) => [...messageKeys.lists(), params] as const,
};
