import { PDF_DOWNLOADED_MESSAGE, PDF_FAILED_MESSAGE } from '@domain/api/documents';
import type { TPublicInvoice } from '@domain/api/invoices';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfResponse, stubFileSaving } from '../../../test/pdf-reply';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { type StubReply, stubApi } from '../../../test/stub-api';
import { setViewport } from '../../../test/viewport';
import { facts } from '../../invoices/test/description-list';
import { buildPublicInvoice } from '../../invoices/test/invoice-fixtures';

const INVOICE_PATH = '/api/v2/invoices/inv-1';

function openInvoice(reply: StubReply, more: Record<string, StubReply> = {}) {
  const fetchMock = stubApi({ [`GET ${INVOICE_PATH}`]: reply, ...more });
  return { ...renderApp('/invoice/inv-1'), fetchMock };
}

const PARKING = {
  itemName: 'Parking',
  basis: 'fixed' as const,
  unitPrice: 500,
  quantity: 1,
  discount: 0,
  overDues: 0,
  amount: 500,
  gstTreatment: 'taxable' as const,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the public invoice page', () => {
  it('shows a visitor the issuer and the bill, without the creator’s buttons, payments or the app', async () => {
    openInvoice({ status: 200, body: buildPublicInvoice() });
    await findHeading('Proforma');
    expect(screen.getByText('No. 007')).toBeInTheDocument();
    const from = screen.getByRole('region', { name: 'From' });
    expect(from).toHaveTextContent('Sunrise Residency');
    expect(from).toHaveTextContent('GSTIN: 27ABCDE1234F1Z5');
    const billTo = screen.getByRole('region', { name: 'Bill to' });
    expect(billTo).toHaveTextContent('Asha Verma');
    expect(billTo).toHaveTextContent('Block A, Floor 2, Flat A-201');
    expect(facts('Invoice details')).toMatchObject({ Status: 'Partial', Amount: '₹4,853.00' });
    expect(facts('Summary')).toMatchObject({ Subtotal: '₹4,112.50', Total: '₹4,853.00' });
    expect(facts('Payments')).toEqual({ Paid: '₹2,000.00', Balance: '₹2,853.00' });
    expect(screen.queryByRole('link', { name: 'Edit Invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Payment history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send via/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as PDF' })).toBeInTheDocument();
    // The member pages' frame: no navigation of the owner's app.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('lists the lines as a phone reads them, a fixed line as a count, on any screen', async () => {
    setViewport('phone');
    openInvoice({
      status: 200,
      body: buildPublicInvoice({ items: [...buildPublicInvoice().items, PARKING] }),
    });
    await findHeading('Proforma');
    const [maintenance, parking] = within(screen.getByRole('list', { name: 'Items' })).getAllByRole(
      'listitem',
    );
    expect(maintenance).toHaveTextContent('Maintenance Nov 2026');
    expect(maintenance).toHaveTextContent('1,250.00 sq.ft × ₹3.29');
    expect(maintenance).toHaveTextContent('₹4,112.50');
    expect(parking).toHaveTextContent('Parking1 × ₹500.00₹500.00');
    expect(parking).not.toHaveTextContent('sq.ft');
    expect(screen.queryByRole('table', { name: 'Items' })).not.toBeInTheDocument();
  });

  it('says so when the invoice does not exist', async () => {
    openInvoice({ status: 404, body: { message: 'Invoice not found' } });
    await findHeading('Invoice not found');
    expect(screen.getByText(/does not exist or has been deleted/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says the visitor is offline, and loads once tried again', async () => {
    let calls = 0;
    openInvoice(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(buildPublicInvoice()), {
        headers: { 'content-type': 'application/json' },
      });
    });
    await findHeading('You are offline');
    screen.getByRole('button', { name: 'Try again' }).click();
    await findHeading('Proforma');
  });

  it('saves the public PDF, and offers to try again when the answer is not a PDF', async () => {
    const saved = stubFileSaving();
    let isBroken = true;
    const { user } = openInvoice(
      { status: 200, body: buildPublicInvoice() },
      {
        [`GET ${INVOICE_PATH}/pdf`]: async () =>
          isBroken ? new Response('oops', { status: 500 }) : pdfResponse(),
      },
    );
    await findHeading('Proforma');
    await user.click(screen.getByRole('button', { name: 'Save as PDF' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PDF_FAILED_MESSAGE);
    expect(saved).toEqual([]);
    isBroken = false;
    await user.click(screen.getByRole('button', { name: 'Retry Save as PDF' }));
    expect(await screen.findByText(PDF_DOWNLOADED_MESSAGE)).toBeInTheDocument();
    expect(saved.map((file) => file.download)).toEqual(['invoice-Asha Verma-007.pdf']);
  });

  it('shows the bill in Hindi for a member who chose it, amounts grouped the Indian way', async () => {
    window.localStorage.setItem('bahi.member-language', 'hi');
    openInvoice({
      status: 200,
      body: buildPublicInvoice({
        paymentOptions: { online: true, upi: null },
        total: 123456,
        balanceDue: 123456,
      }),
    });
    await findHeading('प्रोफ़ॉर्मा बिल');
    expect(screen.getByRole('region', { name: 'जारीकर्ता' })).toHaveTextContent('Sunrise Residency');
    expect(screen.getByRole('region', { name: 'भुगतान कैसे करें' })).toHaveTextContent('बकाया राशि ₹1,23,456.00');
    expect(screen.getByRole('link', { name: '₹1,23,456.00 चुकाएँ' })).toHaveAttribute('href', '/payment/inv-1');
    // Back to English in one tap, remembered on the device.
    screen.getByRole('button', { name: 'View in English' }).click();
    await findHeading('Proforma');
    expect(window.localStorage.getItem('bahi.member-language')).toBe('en');
  });

  it('opens in the society’s language until the member chooses another', async () => {
    openInvoice({ status: 200, body: { ...buildPublicInvoice(), language: 'hi' } });
    await findHeading('प्रोफ़ॉर्मा बिल');
    expect(screen.getByText('क्रमांक 007')).toBeInTheDocument();
  });

  it('says in Hindi why a line carries no GST', async () => {
    const line = buildPublicInvoice().items[0] as TPublicInvoice['items'][number];
    const levy = {
      ...line,
      gstTreatment: 'levy' as const,
      hsn: '999599',
      gstRate: 0,
      exemption: 'Statutory levy: not taxed',
    };
    openInvoice({ status: 200, body: { ...buildPublicInvoice({ items: [levy] }), language: 'hi' } });
    await findHeading('प्रोफ़ॉर्मा बिल');
    expect(screen.getByText('SAC 999599 · वैधानिक शुल्क: कर नहीं')).toBeInTheDocument();
  });

  it('asks without a session a browser that has none, and with it one that has', async () => {
    const visitor = openInvoice({ status: 200, body: buildPublicInvoice() });
    await findHeading('Proforma');
    expect(new Headers(visitor.fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
    visitor.unmount();

    // Another business's owner is shown the bill as anyone else sees it.
    const session = buildSession();
    storeSession(session);
    const owner = openInvoice({ status: 200, body: buildPublicInvoice() });
    await findHeading('Proforma');
    expect(new Headers(owner.fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(
      `Bearer ${session.token}`,
    );
    expect(owner.router.state.location.pathname).toBe('/invoice/inv-1');
  });
});
