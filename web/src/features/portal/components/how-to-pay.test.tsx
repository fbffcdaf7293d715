import type { TInvoice, TPublicInvoice } from '@domain/api/invoices';
import type { TPaymentOptions } from '@domain/api/online-payments';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { upiQrCodeSource } from '../../../lib/upi-qr';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { stubApi } from '../../../test/stub-api';
import { setViewport } from '../../../test/viewport';
import { buildInvoice, buildPublicInvoice } from '../../invoices/test/invoice-fixtures';

const UPI_URI = 'upi://pay?pa=sunrise%40okhdfcbank&pn=Sunrise%20Residency&am=2853.00&cu=INR&tn=Invoice%20007';
const BOTH: TPaymentOptions = { online: true, upi: { id: 'sunrise@okhdfcbank', uri: UPI_URI } };

function openInvoice(invoice: TInvoice | TPublicInvoice, path = '/invoice/inv-1') {
  stubApi({ 'GET /api/v2/invoices/inv-1': { status: 200, body: invoice } });
  return renderApp(path);
}

const payRegion = () => screen.getByRole('region', { name: 'How to pay' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the public invoice page: how to pay', () => {
  it('offers Pay ₹2,853.00 and the UPI QR code of the balance, with the UPI ID', async () => {
    openInvoice(buildPublicInvoice({ paymentOptions: BOTH }));
    await findHeading('Proforma');
    const region = payRegion();
    expect(within(region).getByRole('link', { name: 'Pay ₹2,853.00' })).toHaveAttribute(
      'href',
      '/payment/inv-1',
    );
    expect(region).toHaveTextContent('Balance due ₹2,853.00');
    expect(region).toHaveTextContent('UPI ID: sunrise@okhdfcbank');
    const qr = await within(region).findByRole('img', { name: 'UPI QR code to pay ₹2,853.00' });
    // The image is the QR code of exactly the link the server built (the PDF's own).
    expect(qr).toHaveAttribute('src', await upiQrCodeSource(UPI_URI));
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // A computer scans the code with a phone; only a phone is offered the link itself.
    expect(within(region).queryByRole('link', { name: 'Pay by UPI app' })).not.toBeInTheDocument();
  });

  it('on a phone, also offers the UPI link itself, since a phone cannot scan its own screen', async () => {
    setViewport('phone');
    openInvoice(buildPublicInvoice({ paymentOptions: BOTH }));
    await findHeading('Proforma');
    expect(within(payRegion()).getByRole('link', { name: 'Pay by UPI app' })).toHaveAttribute(
      'href',
      UPI_URI,
    );
    expect(within(payRegion()).getByRole('link', { name: 'Pay ₹2,853.00' })).toBeInTheDocument();
  });

  it('offers only the ways the business takes', async () => {
    openInvoice(buildPublicInvoice({ paymentOptions: { online: true, upi: null } }));
    await findHeading('Proforma');
    expect(within(payRegion()).getByRole('link', { name: 'Pay ₹2,853.00' })).toBeInTheDocument();
    expect(within(payRegion()).queryByRole('img')).not.toBeInTheDocument();
    expect(payRegion()).not.toHaveTextContent('UPI');
  });

  it('offers UPI alone when the business has no Razorpay keys', async () => {
    openInvoice(buildPublicInvoice({ paymentOptions: { online: false, upi: BOTH.upi } }));
    await findHeading('Proforma');
    expect(
      await within(payRegion()).findByRole('img', { name: 'UPI QR code to pay ₹2,853.00' }),
    ).toBeInTheDocument();
    expect(within(payRegion()).queryByRole('link', { name: /^Pay ₹/ })).not.toBeInTheDocument();
  });

  it('shows nothing to pay with when there is no way to pay, or when it is the owner’s own view', async () => {
    openInvoice(buildPublicInvoice({ paymentOptions: { online: false, upi: null } }));
    await findHeading('Proforma');
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
  });

  it('leaves the owner’s own page as it was', async () => {
    storeSession(buildSession());
    openInvoice(buildInvoice(), '/auth/invoice/inv-1');
    await findHeading('Proforma');
    expect(screen.getByRole('button', { name: 'Record Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
  });

  it('sends the signed-in owner who opens their bill’s link to their own page of it', async () => {
    storeSession(buildSession());
    const { router } = openInvoice(buildInvoice());
    await findHeading('Proforma');
    expect(await screen.findByRole('button', { name: 'Record Payment' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/invoice/inv-1');
  });
});
