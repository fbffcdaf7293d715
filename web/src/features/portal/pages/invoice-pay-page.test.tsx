import { PDF_DOWNLOADED_MESSAGE } from '@domain/api/documents';
import type { TPublicInvoice } from '@domain/api/invoices';
import { INVOICE_REPLACED_ONLINE_MESSAGE, type TCheckoutAnswer } from '@domain/api/online-payments';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RazorpayOptions } from '../../../lib/razorpay-checkout';
import { pdfResponse, stubFileSaving } from '../../../test/pdf-reply';
import { findHeading, renderApp } from '../../../test/render-app';
import { type StubReply, sentBodies, stubApi } from '../../../test/stub-api';
import { facts } from '../../invoices/test/description-list';
import { buildPublicInvoice } from '../../invoices/test/invoice-fixtures';

const INVOICE_PATH = '/api/v2/invoices/inv-1';
const CHECKOUT_PATH = '/api/v2/payment/checkout';
const VALIDATE_PATH = '/api/v2/payment/validate';

const CHECKOUT: TCheckoutAnswer = {
  order: { id: 'order_1', amount: 285300, currency: 'INR' },
  key: 'rzp_test_1',
  checkoutUrl: 'http://localhost:9999/v1/checkout.js',
  businessName: 'Sunrise Residency',
};

const OVERDUE_NOTICE = (type: string, dueDate: string) =>
  `This ${type} was due on ${dueDate} and is overdue; a late fee may be added.`;

const PAID = buildPublicInvoice({ status: 'Paid', totalAmountReceived: 4853, balanceDue: 0 });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The invoice as each GET finds it: the first answer, then the next, and the last one from then on. */
function invoiceAnswers(...invoices: TPublicInvoice[]): StubReply {
  let calls = 0;
  return async () => json(invoices[Math.min(calls++, invoices.length - 1)]);
}

/** Razorpay Checkout as the test wants it: open() pays at once with a signed answer. */
function stubCheckout(): RazorpayOptions[] {
  const opened: RazorpayOptions[] = [];
  class FakeRazorpay {
    constructor(readonly options: RazorpayOptions) {
      opened.push(options);
    }
    open() {
      this.options.handler({
        razorpay_order_id: this.options.order_id,
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'signature_1',
      });
    }
  }
  vi.stubGlobal('Razorpay', FakeRazorpay);
  return opened;
}

beforeEach(() => {
  // 25 Nov 2026 in India: the fixture's due date (30 Nov 2026) is still ahead.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T06:30:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment page', () => {
  it('shows the issuer, the invoice and the amount due, total less what was received', async () => {
    stubApi({ [`GET ${INVOICE_PATH}`]: { status: 200, body: buildPublicInvoice() } });
    renderApp('/payment/inv-1');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading invoice…');

    expect(await screen.findByRole('button', { name: 'Pay ₹2,853.00' })).toBeEnabled();
    const card = screen.getByRole('region', { name: 'Pay invoice' });
    expect(within(card).getByText('Sunrise Residency')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Sunrise Residency' })).toHaveAttribute(
      'src',
      '/api/v2/uploads/logo-1',
    );
    expect(screen.getByText('Invoice No. 007')).toBeInTheDocument();
    expect(facts('Invoice')).toEqual({
      'Billed to': 'Asha Verma',
      'Due date': '30 Nov 2026',
      Total: '₹4,853.00',
      'Paid so far': '₹2,000.00',
      'Amount due': '₹2,853.00',
    });
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/invoice/inv-1');
  });

  it('asks for the whole total when nothing has been received', async () => {
    const unpaid = buildPublicInvoice({ status: 'Unpaid', totalAmountReceived: 0, balanceDue: 4853 });
    stubApi({ [`GET ${INVOICE_PATH}`]: { status: 200, body: unpaid } });
    renderApp('/payment/inv-1');
    expect(await screen.findByRole('button', { name: 'Pay ₹4,853.00' })).toBeInTheDocument();
    expect(facts('Invoice')).toEqual({
      'Billed to': 'Asha Verma',
      'Due date': '30 Nov 2026',
      Total: '₹4,853.00',
      'Amount due': '₹4,853.00',
    });
  });

  it('sends a Paid invoice to the success page', async () => {
    stubApi({ [`GET ${INVOICE_PATH}`]: { status: 200, body: PAID } });
    const { router } = renderApp('/payment/inv-1');
    await findHeading('Payment Successful');
    expect(router.state.location.pathname).toBe('/payment/success/inv-1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(facts('Payment')).toEqual({ 'Amount paid': '₹4,853.00' });
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/invoice/inv-1');
    // After payment, a PDF download is offered.
    expect(screen.getByRole('button', { name: 'Save as PDF' })).toBeInTheDocument();
  });

  it('takes an overdue invoice for its balance, saying a late fee may be added', async () => {
    // Reminders link here: the very invoices past their due date must stay payable.
    const overdue = buildPublicInvoice({ type: 'Bill', dueDate: '2026-11-24' });
    stubApi({ [`GET ${INVOICE_PATH}`]: { status: 200, body: overdue } });
    renderApp('/payment/inv-1');
    expect(await screen.findByRole('button', { name: 'Pay ₹2,853.00' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay invoice' })).toBeInTheDocument();
    expect(screen.getByText(OVERDUE_NOTICE('Bill', '24 Nov 2026'))).toBeInTheDocument();
    expect(screen.queryByText(/expired/)).not.toBeInTheDocument();
  });

  it('takes payment on the due date itself, in India, without calling it overdue', async () => {
    // 18:45 UTC on the 29th is already the 30th in India: the due date, not yet overdue.
    vi.setSystemTime(new Date('2026-11-29T18:45:00Z'));
    stubApi({ [`GET ${INVOICE_PATH}`]: { status: 200, body: buildPublicInvoice() } });
    renderApp('/payment/inv-1');
    expect(await screen.findByRole('button', { name: 'Pay ₹2,853.00' })).toBeInTheDocument();
    expect(screen.queryByText(/overdue/)).not.toBeInTheDocument();
  });

  it('sends a replaced invoice to the late-fee invoice that replaced it, saying why', async () => {
    const replaced = buildPublicInvoice({
      invoiceNumber: '005',
      dueDate: '2026-10-31',
      replacedBy: { _id: 'inv-2', invoiceNumber: '012' },
    });
    const replacement = buildPublicInvoice({
      _id: 'inv-2',
      invoiceNumber: '012',
      dueDate: '2026-12-31',
      total: 4950,
      balanceDue: 2950,
      replaces: { _id: 'inv-1', invoiceNumber: '005' },
    });
    stubApi({
      [`GET ${INVOICE_PATH}`]: { status: 200, body: replaced },
      'GET /api/v2/invoices/inv-2': { status: 200, body: replacement },
    });
    const { router } = renderApp('/payment/inv-1');
    expect(await screen.findByRole('button', { name: 'Pay ₹2,950.00' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/payment/inv-2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Invoice No. 012')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Invoice No. 005 was replaced by this one, No. 012, which includes the late fee.',
    );
  });

  it('follows a replacement made while the page was open, when the checkout is refused', async () => {
    const opened = stubCheckout();
    const replaced = buildPublicInvoice({ replacedBy: { _id: 'inv-2', invoiceNumber: '012' } });
    stubApi({
      [`GET ${INVOICE_PATH}`]: invoiceAnswers(buildPublicInvoice(), replaced),
      [`POST ${CHECKOUT_PATH}`]: { status: 400, body: { message: INVOICE_REPLACED_ONLINE_MESSAGE } },
      'GET /api/v2/invoices/inv-2': {
        status: 200,
        body: buildPublicInvoice({ _id: 'inv-2', invoiceNumber: '012', balanceDue: 2950 }),
      },
    });
    const { router, user } = renderApp('/payment/inv-1');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹2,853.00' }));
    expect(await screen.findByRole('button', { name: 'Pay ₹2,950.00' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/payment/inv-2');
    expect(opened).toHaveLength(0);
  });

  it('says No Invoice Found for an unknown invoice', async () => {
    stubApi({ [`GET ${INVOICE_PATH}`]: { status: 404, body: { message: 'Invoice not found' } } });
    renderApp('/payment/inv-1');
    await findHeading('No Invoice Found');
    expect(screen.queryByText('Loading invoice…')).not.toBeInTheDocument();
  });

  it('pays through Razorpay Checkout and lands on Payment Successful', async () => {
    const opened = stubCheckout();
    const fetchMock = stubApi({
      [`GET ${INVOICE_PATH}`]: invoiceAnswers(buildPublicInvoice(), PAID),
      [`POST ${CHECKOUT_PATH}`]: { status: 200, body: CHECKOUT },
      [`POST ${VALIDATE_PATH}`]: { status: 200, body: { status: 'success', message: 'Payment Successful' } },
    });
    const { router, user } = renderApp('/payment/inv-1');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹2,853.00' }));

    await findHeading('Payment Successful');
    expect(router.state.location.pathname).toBe('/payment/success/inv-1');
    expect(sentBodies(fetchMock, CHECKOUT_PATH)).toEqual([{ invoiceId: 'inv-1' }]);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_1',
      order_id: 'order_1',
      amount: 285300,
      currency: 'INR',
      name: 'Sunrise Residency',
      description: 'Invoice 007',
      prefill: { name: 'Asha Verma', email: 'asha@example.com', contact: '+919876543210' },
    });
    expect(sentBodies(fetchMock, VALIDATE_PATH)).toEqual([
      {
        invoiceId: 'inv-1',
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'signature_1',
      },
    ]);
    // The invoice was asked again after the payment, so the result page saw it Paid.
    expect(fetchMock.mock.calls.filter(([url]) => url === INVOICE_PATH)).toHaveLength(2);
    expect(facts('Payment')).toEqual({ 'Amount paid': '₹4,853.00', 'Paid on': '25 Nov 2026' });
    expect(screen.getByText(/Thank you, Asha Verma/)).toHaveTextContent(
      'Thank you, Asha Verma. Sunrise Residency has received your payment for Invoice No. 007.',
    );
  });

  it('stays on the page with the server’s words when the payment could not be confirmed yet', async () => {
    stubCheckout();
    const message = 'Payment could not be confirmed, it will be checked again';
    stubApi({
      [`GET ${INVOICE_PATH}`]: { status: 200, body: buildPublicInvoice() },
      [`POST ${CHECKOUT_PATH}`]: { status: 200, body: CHECKOUT },
      [`POST ${VALIDATE_PATH}`]: { status: 200, body: { status: 'failed', message } },
    });
    const { router, user } = renderApp('/payment/inv-1');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹2,853.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/payment/inv-1');
    expect(await screen.findByRole('button', { name: 'Pay ₹2,853.00' })).toBeEnabled();
  });

  it('shows Payment Failed with the reason when the server refuses the payment', async () => {
    stubCheckout();
    stubApi({
      [`GET ${INVOICE_PATH}`]: { status: 200, body: buildPublicInvoice() },
      [`POST ${CHECKOUT_PATH}`]: { status: 200, body: CHECKOUT },
      [`POST ${VALIDATE_PATH}`]: {
        status: 200,
        body: { status: 'failed', message: 'Payment verification failed' },
      },
    });
    const { router, user } = renderApp('/payment/inv-1');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹2,853.00' }));
    await findHeading('Payment Failed');
    expect(router.state.location.pathname).toBe('/payment/success/inv-1');
    expect(router.state.location.search).toBe('?status=failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment verification failed');

    await user.click(screen.getByRole('link', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay ₹2,853.00' })).toBeInTheDocument();
  });

  it('shows why the checkout could not start, and opens no Checkout', async () => {
    const opened = stubCheckout();
    const message = 'This business does not take payments online yet';
    stubApi({
      [`GET ${INVOICE_PATH}`]: { status: 200, body: buildPublicInvoice() },
      [`POST ${CHECKOUT_PATH}`]: { status: 400, body: { message } },
    });
    const { user } = renderApp('/payment/inv-1');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹2,853.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(opened).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay ₹2,853.00' })).toBeEnabled();
  });

  it('says the server’s refusal in Hindi for a member reading Hindi', async () => {
    stubCheckout();
    stubApi({
      [`GET ${INVOICE_PATH}`]: { status: 200, body: { ...buildPublicInvoice(), language: 'hi' } },
      [`POST ${CHECKOUT_PATH}`]: {
        status: 400,
        body: { message: 'This business does not take payments online yet' },
      },
    });
    const { user } = renderApp('/payment/inv-1');
    await findHeading('बिल का भुगतान');
    await user.click(screen.getByRole('button', { name: '₹2,853.00 चुकाएँ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('यह सोसाइटी अभी ऑनलाइन भुगतान नहीं लेती');
  });

  it('loads the Checkout script from the server’s address once, and frees the button when it is closed', async () => {
    const fetchMock = stubApi({
      [`GET ${INVOICE_PATH}`]: { status: 200, body: buildPublicInvoice() },
      [`POST ${CHECKOUT_PATH}`]: { status: 200, body: CHECKOUT },
    });
    const { user } = renderApp('/payment/inv-1');
    const button = await screen.findByRole('button', { name: 'Pay ₹2,853.00' });
    await user.click(button);

    const script = await vi.waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${CHECKOUT.checkoutUrl}"]`);
      if (!found) throw new Error('no script yet');
      return found;
    });
    expect(screen.getByRole('button', { name: 'Paying ₹2,853.00…' })).toBeDisabled();
    // What the real script does: define Razorpay, whose modal the client closes without paying.
    class DismissedRazorpay {
      constructor(readonly options: RazorpayOptions) {}
      open() {
        this.options.modal.ondismiss();
      }
    }
    vi.stubGlobal('Razorpay', DismissedRazorpay);
    script.dispatchEvent(new Event('load'));

    expect(await screen.findByRole('button', { name: 'Pay ₹2,853.00' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay ₹2,853.00' }));
    expect(await screen.findByRole('button', { name: 'Pay ₹2,853.00' })).toBeEnabled();
    expect(document.head.querySelectorAll(`script[src="${CHECKOUT.checkoutUrl}"]`)).toHaveLength(1);
    expect(sentBodies(fetchMock, CHECKOUT_PATH)).toHaveLength(2);
    script.remove();
  });
});

describe('payment result page', () => {
  it('sends an invoice that is not Paid back to the payment page', async () => {
    stubApi({ [`GET ${INVOICE_PATH}`]: { status: 200, body: buildPublicInvoice({ status: 'Unpaid' }) } });
    const { router } = renderApp('/payment/success/inv-1');
    await findHeading('Pay invoice');
    expect(await screen.findByRole('button', { name: /^Pay ₹/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment/inv-1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says No Invoice Found for an unknown invoice', async () => {
    stubApi({ [`GET ${INVOICE_PATH}`]: { status: 404, body: { message: 'Invoice not found' } } });
    renderApp('/payment/success/inv-1');
    await findHeading('No Invoice Found');
  });

  it('saves the PDF for a client without a session, from the public address', async () => {
    const saved = stubFileSaving();
    const fetchMock = stubApi({
      [`GET ${INVOICE_PATH}`]: { status: 200, body: PAID },
      [`GET ${INVOICE_PATH}/pdf`]: async () => pdfResponse(),
    });
    const { user } = renderApp('/payment/success/inv-1');
    await findHeading('Payment Successful');
    await user.click(screen.getByRole('button', { name: 'Save as PDF' }));
    expect(await screen.findByText(PDF_DOWNLOADED_MESSAGE)).toBeInTheDocument();
    expect(saved.map((file) => file.download)).toEqual(['invoice-Asha Verma-007.pdf']);
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/v2/invoices/generate');
  });

  it('shows a Paid invoice as paid even when it was sent here as failed', async () => {
    stubApi({ [`GET ${INVOICE_PATH}`]: { status: 200, body: PAID } });
    renderApp('/payment/success/inv-1?status=failed');
    await findHeading('Payment Successful');
    expect(within(screen.getByLabelText('Payment')).getByText('₹4,853.00')).toBeInTheDocument();
  });
});
