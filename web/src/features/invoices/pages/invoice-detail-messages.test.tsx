import { INVOICE_SENT_MESSAGE, NO_PHONE_SHARE_NOTE } from '@domain/api/messages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { stubApi } from '../../../test/stub-api';
import { buildMessage, messageList } from '../../messaging/test/message-fixtures';
import { buildInvoice } from '../test/invoice-fixtures';

const MESSAGES = 'GET /api/v2/messages?page=1&limit=20&invoiceId=inv-1';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('invoice detail page, sending', () => {
  it('sends the invoice by e-mail and shows the new message under the payments', async () => {
    storeSession(buildSession({ userProfile: { tokenSet: true } }));
    let sent = false;
    stubApi({
      'GET /api/v2/invoices/inv-1': { status: 200, body: buildInvoice() },
      [MESSAGES]: async () =>
        Response.json(messageList(sent ? [buildMessage({ recipient: 'asha@example.com' })] : [])),
      'POST /api/v2/invoices/send/email': async () => {
        sent = true;
        return Response.json({
          message: INVOICE_SENT_MESSAGE,
          messageId: buildMessage()._id,
          delivery: 'queued',
        });
      },
    });
    const { user } = renderApp('/auth/invoice/inv-1');
    await findHeading('Proforma');
    expect(screen.getByRole('button', { name: 'Send via Whatsapp' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send via Email' }));
    expect(await screen.findByText(INVOICE_SENT_MESSAGE)).toBeInTheDocument();
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getByRole('listitem')).toHaveTextContent('asha@example.com');
    expect(within(messages).getByText('Sent')).toBeInTheDocument();
  });

  it('copies the public link and shares the invoice on WhatsApp, with the message the server wrote', async () => {
    storeSession(buildSession());
    const invoice = buildInvoice();
    const text = 'Proforma 007 from Sunrise Residency: ₹1,000.00 due by 15 Oct 2026.';
    stubApi({
      'GET /api/v2/invoices/inv-1': { status: 200, body: invoice },
      [MESSAGES]: { status: 200, body: messageList([]) },
      // Its history, below the messages.
      'GET /api/v2/audit?entityId=inv-1&page=1&limit=20': {
        status: 200,
        body: { data: [], currentPage: 1, numberOfPages: 1, total: 0 },
      },
      'GET /api/v2/invoices/inv-1/share': {
        status: 200,
        body: {
          publicUrl: 'https://bills.example/invoice/inv-1',
          payUrl: null,
          text,
          whatsappUrl: `https://wa.me/?text=${encodeURIComponent(text)}`,
          whatsappRecipient: null,
        },
      },
    });
    const { user } = renderApp('/auth/invoice/inv-1');
    await findHeading('Proforma');
    const copy = screen.getByRole('button', { name: 'Copy public link' });
    await vi.waitFor(() => expect(copy).toBeEnabled());
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('https://bills.example/invoice/inv-1');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(share).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(text)}`);
    expect(share).toHaveAttribute('target', '_blank');
    // No mobile number: WhatsApp will ask for the contact, and the owner is told so.
    expect(share).toHaveAccessibleDescription(NO_PHONE_SHARE_NOTE);
    await user.click(share);
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_PHONE_SHARE_NOTE);
  });
});
