import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../lib/session';
import { findHeading, renderApp } from '../../test/render-app';
import { buildSession, storeSession } from '../../test/session-fixtures';

describe('landing page', () => {
  it('invites visitors to get started', async () => {
    const { router, user } = renderApp('/');
    await findHeading('Create Professional Invoices Effortlessly');
    await user.click(screen.getByRole('link', { name: 'Get started' }));
    await findHeading('Sign in');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends signed-in users to their dashboard instead', async () => {
    storeSession(buildSession());
    renderApp('/home');
    await findHeading('Create Professional Invoices Effortlessly');
    expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByRole('button', { name: 'Account menu for Asha Verma' })).toBeInTheDocument();
  });
});

describe('not-found page', () => {
  it('offers a Home link to the dashboard, which asks visitors to sign in', async () => {
    const { router, user } = renderApp('/no/such/page');
    await findHeading('Page Not Found');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await findHeading('Sign in');
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('expired page', () => {
  it('explains the plan has expired and logs out to /home', async () => {
    storeSession(buildSession({ userProfile: { isEnabled: false } }));
    const { router, user } = renderApp('/expired');
    await findHeading('Plan Expired!!!');
    expect(screen.getByText('Please renew your plan to continue using our services.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await findHeading('Create Professional Invoices Effortlessly');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('page headings', () => {
  it.each([
    ['/total', 'Total Invoices'],
    ['/paid', 'Paid Invoices'],
    ['/partial', 'Partial Paid Invoices'],
    ['/unpaid', 'Unpaid Invoices'],
    ['/overdues', 'Overdue Invoices'],
    ['/invoices', 'Invoices'],
    ['/invoice', 'Create invoice'],
    ['/edit/invoice/inv-1', 'Edit invoice'],
    ['/paid/inv-1', 'Edit invoice'],
    ['/overdue/inv-1', 'Create invoice with late fee'],
    ['/auth/invoice/inv-1', 'Invoice'],
    ['/settings', 'Settings'],
    ['/customers', 'Customers'],
    ['/overdue', 'Reminders'],
  ])('%s is headed "%s"', async (path, heading) => {
    storeSession(buildSession());
    renderApp(path);
    await findHeading(heading);
    expect(document.title).toBe(`${heading} · Bahi`);
  });
});
