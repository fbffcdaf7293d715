import type { TOutboxMessage } from '@domain/api/messages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { stubApi } from '../../../test/stub-api';
import { buildMessage, messageList } from '../test/message-fixtures';
import { InvoiceMessages } from './invoice-messages';
import { KEPT_NOTE } from './message-list';

const LIST = 'GET /api/v2/messages?page=1&limit=20&invoiceId=inv-1';

function answers(...lists: TOutboxMessage[][]) {
  let calls = 0;
  return async () => Response.json(messageList(lists[Math.min(calls++, lists.length - 1)] ?? []));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InvoiceMessages', () => {
  it('lists each message with its channel, recipient, status, attempts and reason', async () => {
    storeSession(buildSession());
    stubApi({
      [LIST]: answers([
        buildMessage({ _id: 'a0000000-0000-4000-8000-000000000001', status: 'sent' }),
        buildMessage({
          _id: 'a0000000-0000-4000-8000-000000000002',
          channel: 'whatsapp',
          recipient: '+919876543210',
          status: 'failed',
          attempts: 5,
          lastError: 'Recipient phone number not in allowed list',
          sentAt: null,
        }),
        buildMessage({ _id: 'a0000000-0000-4000-8000-000000000003', status: 'kept', sentAt: null }),
      ]),
    });
    renderWithProviders(<InvoiceMessages invoiceId="inv-1" />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    const [sent, failed, kept] = within(list).getAllByRole('listitem');
    expect(sent).toHaveTextContent('asha@example.com');
    expect(sent).toHaveTextContent(/E-mail · 25 Nov 2026, .* · 1 attempt/);
    expect(within(sent as HTMLElement).getByText('Sent')).toBeInTheDocument();
    expect(failed).toHaveTextContent('+919876543210');
    expect(failed).toHaveTextContent('WhatsApp');
    expect(failed).toHaveTextContent('5 attempts');
    expect(failed).toHaveTextContent('Reason: Recipient phone number not in allowed list');
    expect(within(failed as HTMLElement).getByText('Failed')).toBeInTheDocument();
    expect(within(kept as HTMLElement).getByText('Kept')).toBeInTheDocument();
    expect(kept).toHaveTextContent(KEPT_NOTE);
  });

  it('shows nothing while the invoice has no messages', async () => {
    storeSession(buildSession());
    const fetchMock = stubApi({ [LIST]: answers([]) });
    const { container } = renderWithProviders(<InvoiceMessages invoiceId="inv-1" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument();
    expect(container.querySelector('ul')).toBeNull();
  });

  it('asks again by itself while a message is queued, until it has an outcome', async () => {
    storeSession(buildSession());
    const fetchMock = stubApi({
      [LIST]: answers([buildMessage({ status: 'queued', attempts: 0, sentAt: null })], [buildMessage()]),
    });
    renderWithProviders(<InvoiceMessages invoiceId="inv-1" />);
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(await screen.findByText('Sent', {}, { timeout: 5000 })).toBeInTheDocument();
    const calls = fetchMock.mock.calls.length;
    expect(calls).toBe(2);
    // Sent is an outcome: nobody asks again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(fetchMock.mock.calls.length).toBe(calls);
  }, 15_000);
});
