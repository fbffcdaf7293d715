import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession } from '../../../test/session-fixtures';
import { sentBodies, stubApi } from '../../../test/stub-api';

const RESET = '/api/v2/users/reset';
const TOKEN = 'a1b2c3d4e5f6';

function passwordField(): HTMLInputElement {
  return screen.getByLabelText(/^New Password/, { selector: 'input' });
}

async function openReset() {
  const app = renderApp(`/reset/${TOKEN}`);
  await findHeading('Reset password');
  return app;
}

async function submitPassword(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reset password page', () => {
  it('hides the new password until asked to show it', async () => {
    const { user } = await openReset();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
  });

  it('asks for a long enough password before calling the server', async () => {
    const fetchMock = stubApi({});
    const { user } = await openReset();
    await submitPassword(user, 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the password with the link's token, signs in and lands on the dashboard", async () => {
    const session = buildSession();
    const fetchMock = stubApi({ [`POST ${RESET}`]: { status: 200, body: session } });
    const { router, user } = await openReset();
    await submitPassword(user, 'brand new secret');

    await findHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('Password changed successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, RESET)).toEqual([{ password: 'brand new secret', token: TOKEN }]);
    expect(getSession()).toEqual(session);
  });

  it('sends a user whose plan is disabled to /expired', async () => {
    stubApi({
      [`POST ${RESET}`]: { status: 200, body: buildSession({ userProfile: { isEnabled: false } }) },
    });
    const { router, user } = await openReset();
    await submitPassword(user, 'brand new secret');
    await findHeading('Plan Expired!!!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/expired'));
  });

  it('shows why a link was refused and offers a new one', async () => {
    const message = 'This reset link is invalid or has expired. Please ask for a new one.';
    stubApi({ [`POST ${RESET}`]: { status: 400, body: { message } } });
    const { router, user } = await openReset();
    await submitPassword(user, 'brand new secret');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe(`/reset/${TOKEN}`);
    expect(getSession()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await findHeading('Forgot password');
    expect(router.state.location.pathname).toBe('/forgot');
  });
});
