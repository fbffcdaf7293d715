import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp } from '../../test/render-app';
import { buildSession, storeSession } from '../../test/session-fixtures';
import { setViewport } from '../../test/viewport';

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
    expect(navigationLinks()).toEqual(['Dashboard', 'Create', 'Invoices', 'Customers', 'Settings']);
  });

  it('explains how to enable Create when no payment method is set', async () => {
    storeSession(buildSession({ userProfile: NO_PAYMENT_METHOD }));
    renderApp('/dashboard');
    await findHeading('Dashboard');
    expect(navigationLinks()).toEqual(['Dashboard', 'Invoices', 'Customers', 'Settings', 'Settings']);
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
