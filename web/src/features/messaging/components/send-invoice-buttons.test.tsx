import { EMAIL_NOT_SET_UP_MESSAGE, INVOICE_SENT_MESSAGE } from '@domain/api/messages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { deferredReply, sentBodies, stubApi } from '../../../test/stub-api';
import { SendInvoiceEmailButton } from './send-invoice-email-button';
import { SendInvoiceWhatsAppButton } from './send-invoice-whatsapp-button';

const EMAIL_PATH = '/api/v2/invoices/send/email';
const WHATSAPP_PATH = '/api/v2/invoices/send/wa';
const MESSAGE_ID = '7d1f4c1e-1c1a-4f52-9d7e-1a2b3c4d5e01';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Send via Email', () => {
  it("shows it is sending, then 'Invoice sent successfully'", async () => {
    storeSession(buildSession());
    const held = deferredReply({
      status: 200,
      body: { message: INVOICE_SENT_MESSAGE, messageId: MESSAGE_ID, delivery: 'queued' },
    });
    const fetchMock = stubApi({ [`POST ${EMAIL_PATH}`]: held.reply });
    const { user } = renderWithProviders(<SendInvoiceEmailButton invoiceId="inv-1" />);
    await user.click(screen.getByRole('button', { name: 'Send via Email' }));
    expect(screen.getByRole('button', { name: /Send via Email/ })).toBeDisabled();
    held.release();
    expect(await screen.findByText(INVOICE_SENT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send via Email' })).toBeEnabled();
    expect(sentBodies(fetchMock, EMAIL_PATH)).toEqual([{ id: 'inv-1' }]);
  });

  it("says 'Queued: e-mail is not set up yet' when the server has no mail transport, not that it was sent", async () => {
    storeSession(buildSession());
    stubApi({
      [`POST ${EMAIL_PATH}`]: {
        status: 200,
        body: { message: EMAIL_NOT_SET_UP_MESSAGE, messageId: MESSAGE_ID, delivery: 'kept' },
      },
    });
    const { user } = renderWithProviders(<SendInvoiceEmailButton invoiceId="inv-1" />);
    await user.click(screen.getByRole('button', { name: 'Send via Email' }));
    expect(await screen.findByText('Queued: e-mail is not set up yet')).toBeInTheDocument();
    expect(screen.queryByText(INVOICE_SENT_MESSAGE)).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses", async () => {
    storeSession(buildSession());
    stubApi({
      [`POST ${EMAIL_PATH}`]: { status: 400, body: { message: 'This client has no e-mail address' } },
    });
    const { user } = renderWithProviders(<SendInvoiceEmailButton invoiceId="inv-1" />);
    await user.click(screen.getByRole('button', { name: 'Send via Email' }));
    expect(await screen.findByText('This client has no e-mail address')).toBeInTheDocument();
  });
});

describe('Send via Whatsapp', () => {
  it('is not offered without a WhatsApp token in the profile', () => {
    storeSession(buildSession());
    renderWithProviders(<SendInvoiceWhatsAppButton invoiceId="inv-1" />);
    expect(screen.queryByRole('button', { name: /Whatsapp/ })).not.toBeInTheDocument();
  });

  it("sends with a token and shows the answer's message", async () => {
    storeSession(buildSession({ userProfile: { tokenSet: true } }));
    const fetchMock = stubApi({
      [`POST ${WHATSAPP_PATH}`]: {
        status: 200,
        body: { status: 'success', message: 'Invoice sent on WhatsApp' },
      },
    });
    const { user } = renderWithProviders(<SendInvoiceWhatsAppButton invoiceId="inv-1" />);
    await user.click(screen.getByRole('button', { name: 'Send via Whatsapp' }));
    expect(await screen.findByText('Invoice sent on WhatsApp')).toBeInTheDocument();
    expect(sentBodies(fetchMock, WHATSAPP_PATH)).toEqual([{ id: 'inv-1' }]);
  });

  it("shows the message of a 'failed' answer, and of a refusal", async () => {
    storeSession(buildSession({ userProfile: { tokenSet: true } }));
    let calls = 0;
    stubApi({
      [`POST ${WHATSAPP_PATH}`]: async () =>
        calls++ === 0
          ? Response.json({ status: 'failed', message: 'The recipient is not on WhatsApp' })
          : Response.json({ message: 'This client has no valid mobile number' }, { status: 400 }),
    });
    const { user } = renderWithProviders(<SendInvoiceWhatsAppButton invoiceId="inv-1" />);
    await user.click(screen.getByRole('button', { name: 'Send via Whatsapp' }));
    expect(await screen.findByText('The recipient is not on WhatsApp')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send via Whatsapp' }));
    expect(await screen.findByText('This client has no valid mobile number')).toBeInTheDocument();
  });
});
