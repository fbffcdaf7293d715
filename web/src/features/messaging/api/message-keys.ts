/** Which messages are asked for: one invoice's, or the newest of the whole outbox. */
export type MessageListParams = { invoiceId?: string; limit: number };

/**
 * Every messaging query lives under `messages`: a send or a reminder refreshes them all at once, the
 * reminders' preview (who was reminded when) and an invoice's share links with them.
 */
export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (params: MessageListParams) => [...messageKeys.lists(), params] as const,
  reminderPreview: () => [...messageKeys.all, 'reminders', 'preview'] as const,
  /** The figures the share text is made of are in the key: a payment recorded asks for it again. */
  invoiceShare: (invoiceId: string, version: string) =>
    [...messageKeys.all, 'share', invoiceId, version] as const,
};
