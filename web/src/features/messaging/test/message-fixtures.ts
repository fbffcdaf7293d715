import type { TMessageList, TOutboxMessage } from '@domain/api/messages';

export function buildMessage(overrides: Partial<TOutboxMessage> = {}): TOutboxMessage {
  return {
    _id: '7d1f4c1e-1c1a-4f52-9d7e-1a2b3c4d5e01',
    channel: 'email',
    kind: 'invoice',
    recipient: 'asha@example.com',
    subject: 'Proforma No. 007 from Sunrise Residency',
    status: 'sent',
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    invoiceId: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    createdAt: '2026-11-25T05:00:00.000Z',
    sentAt: '2026-11-25T05:00:02.000Z',
    ...overrides,
  };
}

export function messageList(messages: TOutboxMessage[]): TMessageList {
  return { data: messages, currentPage: 1, numberOfPages: 1, total: messages.length };
}
