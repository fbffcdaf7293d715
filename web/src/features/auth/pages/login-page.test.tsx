import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, SESSION_STORAGE_KEY } from '../../../lib/session';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession } from '../../../test/session-fixtures';
import { deferredReply, sentBodies, stubApi } from '../../../test/stub-api';

const SIGNIN = '/api/v2/users/signin';
const SIGNUP = '/api/v2/users/signup';

/** MUI adds a hidden asterisk to the labels of required fields. */
function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

async function openLogin() {
  const app = renderApp('/login');
  await findHeading('Sign in');
  return app;
}

async function switchToSignUp(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
  await findHeading('Create your account');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('toggles between sign in and sign up, each with its own fields', async () => {
    const { user } = await openLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgotten Password?' })).toHaveAttribute('href', '/forgot');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^First Name/)).not.toBeInTheDocument();

    await switchToSignUp(user);
    expect(document.title).toBe('Create your account · Bahi');
    expect(field('First Name')).toHaveAttribute('autocomplete', 'given-name');
    expect(field('Last Name')).toHaveAttribute('autocomplete', 'family-name');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Repeat Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgotten Password?' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    await findHeading('Sign in');
    expect(screen.queryByLabelText(/^Repeat Password/)).not.toBeInTheDocument();
  });

  it('shows the schema messages without calling the server', async () => {
    const fetchMock = stubApi({});
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Email'), 'not-an-address');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
  });

  it('signs in, stores the session and lands on the dashboard', async () => {
    const session = buildSession();
    const fetchMock = stubApi({ [`POST ${SIGNIN}`]: { status: 200, body: session } });
    const { router, user } = await openLogin();
    await user.type(field('Email'), '  asha@example.com ');
    await user.type(field('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await findHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('Signin successful')).toBeInTheDocument();
    expect(sentBodies(fetchMock, SIGNIN)).toEqual([{ email: 'asha@example.com', password: 'correct horse' }]);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
  });

  it('sends a user whose plan is disabled to /expired, without a word of success', async () => {
    stubApi({
      [`POST ${SIGNIN}`]: { status: 200, body: buildSession({ userProfile: { isEnabled: false } }) },
    });
    const { router, user } = await openLogin();
    await user.type(field('Email'), 'asha@example.com');
    await user.type(field('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await findHeading('Plan Expired!!!');
    expect(router.state.location.pathname).toBe('/expired');
    expect(screen.queryByText('Signin successful')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message in the form and stays on the page", async () => {
    stubApi({ [`POST ${SIGNIN}`]: { status: 400, body: { message: 'Invalid email or password' } } });
    const { router, user } = await openLogin();
    await user.type(field('Email'), 'asha@example.com');
    await user.type(field('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    // In the form, next to what the user typed, rather than in the app-wide snackbar.
    expect(alert.closest('form')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('disables the submit button while the request is under way', async () => {
    const pending = deferredReply({ status: 429, body: { message: 'Too many attempts. Try again later.' } });
    stubApi({ [`POST ${SIGNIN}`]: pending.reply });
    const { user } = await openLogin();
    await user.type(field('Email'), 'asha@example.com');
    await user.type(field('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByRole('button', { name: /Sign In/ })).toBeDisabled());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    pending.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again later.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});

describe('sign up', () => {
  async function fillSignUp(user: ReturnType<typeof renderApp>['user'], password: string, repeat: string) {
    await user.type(field('First Name'), 'Asha');
    await user.type(field('Last Name'), 'Verma');
    await user.type(field('Email'), 'asha@example.com');
    await user.type(field('Password'), password);
    await user.type(field('Repeat Password'), repeat);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  }

  it('asks for every field, a long enough password and a matching repeat, without calling the server', async () => {
    const fetchMock = stubApi({});
    const { user } = await openLogin();
    await switchToSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await fillSignUp(user, 'long enough', 'different');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the account, stores the session and goes to /settings', async () => {
    const session = buildSession({ userProfile: { businessName: '', razorpayKey: '' } });
    const fetchMock = stubApi({ [`POST ${SIGNUP}`]: { status: 201, body: session } });
    const { router, user } = await openLogin();
    await switchToSignUp(user);
    await fillSignUp(user, 'long enough', 'long enough');

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(await screen.findByText('Welcome to Bahi! Set up your business profile.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, SIGNUP)).toEqual([
      {
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@example.com',
        password: 'long enough',
        confirmPassword: 'long enough',
      },
    ]);
    expect(getSession()).toEqual(session);
  });

  it('shows a duplicate e-mail refusal in the form', async () => {
    const message = 'An account with this email already exists. Please sign in instead.';
    stubApi({ [`POST ${SIGNUP}`]: { status: 409, body: { message } } });
    const { router, user } = await openLogin();
    await switchToSignUp(user);
    await fillSignUp(user, 'long enough', 'long enough');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });
});
