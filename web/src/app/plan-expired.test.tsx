import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../lib/session';
import { findHeading, renderApp } from '../test/render-app';
import { buildSession, storeSession } from '../test/session-fixtures';

/** Every call answers as the server does once the account's plan has ended. */
function planEnded() {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ message: 'Plan expired' }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a plan that ends while the owner is signed in', () => {
  it.each(['/dashboard', '/invoices', '/customers', '/settings'])(
    'takes %s to /expired, quietly',
    async (path) => {
      storeSession(buildSession());
      const fetchMock = planEnded();
      const { router } = renderApp(path);
      await findHeading('Plan Expired!!!');
      await waitFor(() => expect(router.state.location.pathname).toBe('/expired'));
      expect(fetchMock).toHaveBeenCalled();
      // No red banner with Try again, no snackbar: the page says it all.
      expect(screen.queryByText(/Plan expired/)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      // A reload keeps the owner there rather than asking the server again.
      expect(getSession()?.userProfile.isEnabled).toBe(false);
    },
  );
});
