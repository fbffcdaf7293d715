import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reminderPreview } from '../../features/messaging/test/reminder-fixtures';
import { findHeading, renderApp } from '../../test/render-app';
import { buildSession, storeSession } from '../../test/session-fixtures';
import { stubApi } from '../../test/stub-api';
import { setViewport } from '../../test/viewport';
import type { NavigationLabel } from './layout-text';
import { isItemActive, NAVIGATION_ITEMS } from './navigation-items';

const byLabel = (label: NavigationLabel) => {
  const item = NAVIGATION_ITEMS.find((candidate) => candidate.label === label);
  if (!item) throw new Error(`no ${label} item`);
  return item;
};
const reminders = byLabel('reminders');
const invoices = byLabel('invoices');

const NO_PAYMENT_METHOD = { razorpayKey: '', razorpaySecretSet: false, upiId: '' };

function navigationLinks() {
  const navigation = screen.getByRole('navigation', { name: 'Main' });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('side navigation', () => {
  it.each([
    ['a Razorpay key', { ...NO_PAYMENT_METHOD, razorpayKey: 'rzp_test_1' }],
    ['a Razorpay secret', { ...NO_PAYMENT_METHOD, razorpaySecretSet: true }],
    ['a UPI ID', { ...NO_PAYMENT_METHOD, upiId: 'society@okhdfc' }],
  ])('offers Create with %s', async (_label, userProfile) => {
    storeSession(buildSession({ userProfile }));
    renderApp('/dashboard');
    await findHeading('Dashboard');
    expect(navigationLinks()).toEqual([
      'Dashboard',
      'Create',
      'Billing',
      'Invoices',
      'Reminders',
      'Customers',
      'Reported payments',
      'Reports',
      'Settings',
    ]);
  });

  it('explains how to enable Create when no payment method is set', async () => {
    storeSession(buildSession({ userProfile: NO_PAYMENT_METHOD }));
    renderApp('/dashboard');
    await findHeading('Dashboard');
    expect(navigationLinks()).toEqual([
      'Dashboard',
      'Billing',
      'Invoices',
      'Reminders',
      'Customers',
      'Reported payments',
      'Reports',
      'Settings',
      'Settings',
    ]);
    expect(screen.getByText(/add your Razorpay keys or a UPI ID/)).toBeInTheDocument();
  });

  it('marks the current section, including the invoice lists under Invoices', async () => {
    storeSession(buildSession());
    renderApp('/unpaid');
    await findHeading('Unpaid Invoices');
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(navigation).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('gives Reminders its own place, apart from the invoice lists and the late-fee form', async () => {
    storeSession(buildSession());
    stubApi({ 'GET /api/v2/reminders/preview': { status: 200, body: reminderPreview([]) } });
    renderApp('/overdue');
    await findHeading('Reminders');
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Reminders' })).toHaveAttribute('href', '/overdue');
    expect(within(navigation).getByRole('link', { name: 'Reminders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(navigation).getByRole('link', { name: 'Invoices' })).not.toHaveAttribute('aria-current');
    expect(isItemActive(reminders, '/overdue/inv-1')).toBe(false);
    expect(isItemActive(invoices, '/overdue/inv-1')).toBe(true);
    vi.unstubAllGlobals();
  });

  it('hides behind a menu button on phones and closes after choosing a page', async () => {
    setViewport('phone');
    storeSession(buildSession());
    const { router, user } = renderApp('/dashboard');
    await findHeading('Dashboard');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(navigation).getByRole('link', { name: 'Customers' }));
    await findHeading('Customers');
    expect(router.state.location.pathname).toBe('/customers');
  });
});
