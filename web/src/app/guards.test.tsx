import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublicInvoice } from '../features/invoices/test/invoice-fixtures';
import { SESSION_STORAGE_KEY } from '../lib/session';
import { findHeading, renderApp } from '../test/render-app';
import { buildSession, buildToken, storeSession } from '../test/session-fixtures';
import { stubApi } from '../test/stub-api';

async function expectPath(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signed-out visitors', () => {
  it('are sent from a protected page to /home', async () => {
    const { router } = renderApp('/settings');
    await findHeading('Create Professional Invoices Effortlessly');
    await expectPath(router, '/home');
  });

  it.each(['/dashboard', '/invoices', '/total', '/paid', '/partial', '/unpaid', '/overdues'])(
    'are sent from %s to /login',
    async (path) => {
      const { router } = renderApp(path);
      await findHeading('Sign in');
      await expectPath(router, '/login');
    },
  );

  it.each(['/customers', '/invoice', '/overdue', '/edit/invoice/inv-1', '/auth/invoice/inv-1'])(
    'are sent from %s to /home',
    async (path) => {
      const { router } = renderApp(path);
      await findHeading('Create Professional Invoices Effortlessly');
      await expectPath(router, '/home');
    },
  );

  it('can open the public pages and the password pages', async () => {
    // A link to a bill that is not there still opens its page, which says so.
    stubApi({ 'GET /api/v2/invoices/inv-1': { status: 404, body: { message: 'Invoice not found' } } });
    for (const [path, heading] of [
      ['/invoice/inv-1', 'Invoice not found'],
      ['/payment/inv-1', 'No Invoice Found'],
      ['/payment/success/inv-1', 'No Invoice Found'],
      ['/forgot', 'Forgot password'],
      ['/reset/reset-token', 'Reset password'],
    ]) {
      const { router, unmount } = renderApp(path as string);
      await findHeading(heading as string);
      expect(router.state.location.pathname).toBe(path);
      unmount();
    }
  });
});

describe('signed-in users', () => {
  it('see the protected page inside the layout', async () => {
    storeSession(buildSession());
    renderApp('/dashboard');
    await findHeading('Dashboard');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Sunrise Residency');
  });

  it('with a disabled plan are sent to /expired', async () => {
    storeSession(buildSession({ userProfile: { isEnabled: false } }));
    const { router } = renderApp('/dashboard');
    await findHeading('Plan Expired!!!');
    await expectPath(router, '/expired');
  });

  it('who open /login go to /dashboard, or to /expired when the plan is disabled', async () => {
    storeSession(buildSession());
    const enabled = renderApp('/login');
    await findHeading('Dashboard');
    await expectPath(enabled.router, '/dashboard');
    enabled.unmount();

    storeSession(buildSession({ userProfile: { isEnabled: false } }));
    const disabled = renderApp('/login');
    await findHeading('Plan Expired!!!');
    await expectPath(disabled.router, '/expired');
  });

  it('who open a reset link go to /dashboard', async () => {
    storeSession(buildSession());
    const { router } = renderApp('/reset/reset-token');
    await findHeading('Dashboard');
    await expectPath(router, '/dashboard');
  });
});

describe('an expired token', () => {
  it('logs the user out when a protected page is opened', async () => {
    storeSession(buildSession({ token: buildToken(-60) }));
    const { router } = renderApp('/settings');
    await findHeading('Create Professional Invoices Effortlessly');
    await expectPath(router, '/home');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logs the user out on the next navigation once it runs out', async () => {
    storeSession(buildSession({ token: buildToken(60) }));
    const { router, user } = renderApp('/customers');
    await findHeading('Customers');
    // What the browser holds once the clock passes `exp`; nothing tells the page until it navigates.
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession({ token: buildToken(-1) })));
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await findHeading('Create Professional Invoices Effortlessly');
    await expectPath(router, '/home');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('signs the visitor out but leaves a public page open', async () => {
    storeSession(buildSession({ token: buildToken(-60) }));
    const fetchMock = stubApi({ 'GET /api/v2/invoices/inv-1': { status: 200, body: buildPublicInvoice() } });
    const { router } = renderApp('/invoice/inv-1');
    await findHeading('Proforma');
    expect(router.state.location.pathname).toBe('/invoice/inv-1');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // The bill is asked for as anyone sees it: the expired token is not sent.
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });
});
