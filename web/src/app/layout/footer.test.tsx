import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../test/render-app';
import { buildSession, storeSession } from '../../test/session-fixtures';
import { stubApi } from '../../test/stub-api';

const year = new Date().getFullYear();

async function openSpeedDial(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Quick actions' }));
  return screen.getByRole('menu');
}

describe('footer', () => {
  it("carries the year and the business's name", async () => {
    storeSession(buildSession());
    renderApp('/dashboard');
    await findHeading('Dashboard');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${year} Sunrise Residency · Invoicing by Bahi`,
    );
  });

  it('names only Bahi for visitors, who get no speed-dial', async () => {
    renderApp('/login');
    await findHeading('Sign in');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} Bahi`);
    expect(screen.queryByRole('button', { name: 'Quick actions' })).not.toBeInTheDocument();
  });
});

// Each test loads the lazy routes, the layout and MUI; on a busy machine that nears 5 s.
describe('speed-dial', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers New Invoice and New Customer, which open their pages', async () => {
    storeSession(buildSession());
    stubApi({
      'GET /api/v2/clients/user?searchQuery=user-1&page=1&limit=10': {
        status: 200,
        body: { data: [], currentPage: 1, numberOfPages: 0, total: 0 },
      },
    });
    const { router, user } = renderApp('/dashboard');
    const menu = await openSpeedDial(user);
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    expect(within(menu).getByRole('menuitem', { name: 'New Invoice' })).toBeEnabled();

    await user.click(within(menu).getByRole('menuitem', { name: 'New Customer' }));
    // The dialog hides the page behind it from the accessibility tree, the heading included.
    expect(
      await screen.findByRole('dialog', { name: 'New Customer' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customers');
    // The page takes the request off the address, so a reload does not open the dialog again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('sends the e-mail reminders from /overdue and says what was queued', async () => {
    storeSession(buildSession({ userProfile: { tokenSet: true } }));
    const fetchMock = stubApi({
      'POST /api/v2/invoices/remainder/user-1': {
        status: 200,
        body: { message: 'Reminders queued for 3 clients (1 skipped: no e-mail)', queued: 3, skipped: 1 },
      },
    });
    const { user } = renderApp('/overdue');
    await findHeading('Overdue Invoices');
    const menu = await openSpeedDial(user);
    expect(within(menu).getByRole('menuitem', { name: 'Remainder Via Whatsapp' })).toBeEnabled();
    await user.click(within(menu).getByRole('menuitem', { name: 'Send Remainder' }));
    expect(
      await screen.findByText('Reminders queued for 3 clients (1 skipped: no e-mail)'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/v2/invoices/remainder/user-1')).toHaveLength(
      1,
    );
  });

  it("sends the WhatsApp reminders from /overdue and shows the server's reason for a refusal", async () => {
    storeSession(buildSession({ userProfile: { tokenSet: true } }));
    stubApi({
      'POST /api/v2/invoices/warem/user-1': {
        status: 400,
        body: { message: 'WhatsApp reminders need an approved template name in Settings' },
      },
    });
    const { user } = renderApp('/overdue');
    await findHeading('Overdue Invoices');
    const menu = await openSpeedDial(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Remainder Via Whatsapp' }));
    expect(
      await screen.findByText('WhatsApp reminders need an approved template name in Settings'),
    ).toBeInTheDocument();
  });

  it('leaves out WhatsApp without a token and New Invoice on the invoice form', async () => {
    storeSession(buildSession());
    const overdue = renderApp('/overdue');
    const overdueMenu = await openSpeedDial(overdue.user);
    expect(within(overdueMenu).queryByRole('menuitem', { name: /Whatsapp/ })).not.toBeInTheDocument();
    overdue.unmount();

    const form = renderApp('/invoice');
    await findHeading('Create invoice');
    const formMenu = await openSpeedDial(form.user);
    expect(within(formMenu).queryByRole('menuitem', { name: 'New Invoice' })).not.toBeInTheDocument();
    expect(within(formMenu).getByRole('menuitem', { name: 'New Customer' })).toBeInTheDocument();
  });

  it('is not offered to a user whose plan has expired', async () => {
    storeSession(buildSession({ userProfile: { isEnabled: false } }));
    renderApp('/expired');
    await findHeading('Plan Expired!!!');
    expect(screen.queryByRole('button', { name: 'Quick actions' })).not.toBeInTheDocument();
  });
});
