import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublicInvoice } from '../features/invoices/test/invoice-fixtures';
import { PATH, STATEMENT, TOKEN } from '../features/portal/test/member-statement';
import { findHeading } from '../test/render-app';
import { buildSession, buildToken, storeSession } from '../test/session-fixtures';
import { type StubReply, stubApi } from '../test/stub-api';
import { MemberApp } from './member-app';

/** member.html opened at `path`: the address the browser shows, then the member pages' own router. */
function openMemberPage(path: string, replies: Record<string, StubReply>) {
  window.history.replaceState(null, '', path);
  const fetchMock = stubApi(replies);
  return { ...render(<MemberApp />), fetchMock };
}

const BILL = buildPublicInvoice({ _id: 'inv-7' });

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the member pages’ own page', () => {
  it('draws the member page its address names, on the old statement address too', async () => {
    openMemberPage(`/statement/${TOKEN}`, { [`GET ${PATH}`]: { status: 200, body: STATEMENT } });
    await findHeading('Statement of account');
    expect(screen.getByText('Ramesh Iyer · Block B, Flat B-304')).toBeInTheDocument();
  });

  it('opens another member page in place, in the browser’s history, and goes back to the last', async () => {
    const { fetchMock } = openMemberPage(`/m/${TOKEN}/statement`, {
      [`GET ${PATH}`]: { status: 200, body: STATEMENT },
      'GET /api/v2/invoices/inv-7': { status: 200, body: BILL },
    });
    await findHeading('Statement of account');
    const entriesBefore = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: '007' }));
    await findHeading('Proforma');
    expect(window.location.pathname).toBe('/invoice/inv-7');
    expect(window.history.length).toBe(entriesBefore + 1);
    window.history.back();
    await findHeading('Statement of account');
    expect(window.location.pathname).toBe(`/m/${TOKEN}/statement`);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/v2/invoices/inv-7');
  });

  it('keeps what a page hands the next in its history entry, as the pay page hands the result page', async () => {
    const paid = buildPublicInvoice({ _id: 'inv-7', status: 'Paid', balanceDue: 0 });
    window.history.replaceState({ usr: { paidOn: '2026-11-27' } }, '', '/payment/success/inv-7');
    stubApi({ 'GET /api/v2/invoices/inv-7': { status: 200, body: paid } });
    render(<MemberApp />);
    await findHeading('Payment Successful');
    expect(await screen.findByText(/27 Nov 2026/)).toBeInTheDocument();
  });

  it('ends an owner’s session whose token has expired before a page asks with it', async () => {
    storeSession(buildSession({ token: buildToken(-60) }));
    openMemberPage('/invoice/inv-7', { 'GET /api/v2/invoices/inv-7': { status: 200, body: BILL } });
    await findHeading('Proforma');
    expect(window.localStorage.getItem('profile')).toBeNull();
  });

  it('gives any other address the whole app, as offline, where it is the app’s kept page', async () => {
    openMemberPage('/no/such/page', {});
    await findHeading('Page Not Found');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
