import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildReminderClient, reminderPreview } from '../../features/messaging/test/reminder-fixtures';
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

describe('speed-dial', () => {
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

  it('opens the reminders’ confirmation from /overdue, sending nothing until the owner confirms', async () => {
    storeSession(buildSession({ userProfile: { tokenSet: true } }));
    const fetchMock = stubApi({
      'GET /api/v2/reminders/preview': {
        status: 200,
        body: reminderPreview([buildReminderClient()]),
      },
    });
    const { user } = renderApp('/overdue');
    await findHeading('Reminders');
    const menu = await openSpeedDial(user);
    expect(within(menu).getByRole('menuitem', { name: 'Send Reminder via WhatsApp' })).toBeEnabled();
    await user.click(within(menu).getByRole('menuitem', { name: 'Send Reminder' }));
    expect(await screen.findByRole('dialog', { name: 'Send 1 e-mail reminder?' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('opens the WhatsApp reminders’ confirmation from /overdue', async () => {
    storeSession(buildSession({ userProfile: { tokenSet: true } }));
    stubApi({
      'GET /api/v2/reminders/preview': {
        status: 200,
        body: reminderPreview([buildReminderClient()]),
      },
    });
    const { user } = renderApp('/overdue');
    await findHeading('Reminders');
    const menu = await openSpeedDial(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Send Reminder via WhatsApp' }));
    expect(await screen.findByRole('dialog', { name: 'Send 1 WhatsApp reminder?' })).toBeInTheDocument();
  });

  it('leaves out WhatsApp without a token and New Invoice on the invoice form', async () => {
    storeSession(buildSession());
    const overdue = renderApp('/overdue');
    const overdueMenu = await openSpeedDial(overdue.user);
    expect(within(overdueMenu).getByRole('menuitem', { name: 'Send Reminder' })).toBeInTheDocument();
    expect(within(overdueMenu).queryByRole('menuitem', { name: /WhatsApp/i })).not.toBeInTheDocument();
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
