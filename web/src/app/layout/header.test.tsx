import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../lib/session';
import { findHeading, renderApp } from '../../test/render-app';
import { buildSession, storeSession } from '../../test/session-fixtures';

describe('header', () => {
  it('shows the product logo and a sign-in link to visitors', async () => {
    renderApp('/forgot');
    await findHeading('Forgot password');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Bahi home' })).toHaveAttribute('href', '/home');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(banner).queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it("shows a signed-in user's initial and opens a menu with the first name and Logout", async () => {
    storeSession(buildSession());
    const { router, user } = renderApp('/customers');
    await findHeading('Customers');
    const accountButton = await screen.findByRole('button', { name: 'Account menu for Asha Verma' });
    expect(accountButton).toHaveTextContent('A');
    expect(accountButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(accountButton);
    const menu = await screen.findByRole('menu');
    expect(accountButton).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Asha', 'Logout']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Asha' }));
    await findHeading('Settings');
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('shows the business logo in the avatar when the profile has one', async () => {
    storeSession(buildSession({ userProfile: { logo: '/uploads/logo.png' } }));
    renderApp('/dashboard');
    const accountButton = await screen.findByRole('button', { name: 'Account menu for Asha Verma' });
    expect(within(accountButton).getByRole('img', { name: 'Asha Verma' })).toHaveAttribute(
      'src',
      '/uploads/logo.png',
    );
  });

  it('logs out from the menu and lands on /home signed out', async () => {
    storeSession(buildSession());
    const { router, user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Asha Verma' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await findHeading('Create Professional Invoices Effortlessly');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Get started' })).toBeInTheDocument();
  });
});
