import { FORGOT_MESSAGE } from '@domain/api/auth';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { sentBodies, stubApi } from '../../../test/stub-api';

const FORGOT = '/api/v2/users/forgot';
const OFFLINE = 'Please check your internet connection and try again';

function emailField(): HTMLInputElement {
  return screen.getByLabelText(/^Email/, { selector: 'input' });
}

async function requestLink(email: string) {
  const app = renderApp('/forgot');
  await findHeading('Forgot password');
  await app.user.type(emailField(), email);
  await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return app;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('forgot password page', () => {
  it('asks for a required e-mail address, checked before any request', async () => {
    const fetchMock = stubApi({});
    const { user } = renderApp('/forgot');
    await findHeading('Forgot password');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the link and shows the server's message", async () => {
    const fetchMock = stubApi({ [`POST ${FORGOT}`]: { status: 200, body: { message: FORGOT_MESSAGE } } });
    await requestLink('asha@example.com');

    await findHeading('Check your email');
    expect(screen.getByRole('alert')).toHaveTextContent(FORGOT_MESSAGE);
    expect(sentBodies(fetchMock, FORGOT)).toEqual([{ email: 'asha@example.com' }]);
  });

  it('lets the user send to another address after the link was sent', async () => {
    stubApi({ [`POST ${FORGOT}`]: { status: 200, body: { message: FORGOT_MESSAGE } } });
    const { user } = await requestLink('asha@example.com');
    await findHeading('Check your email');
    await user.click(screen.getByRole('button', { name: 'try another address' }));
    await findHeading('Forgot password');
    expect(emailField()).toHaveValue('asha@example.com');
  });

  it('does not call the server when the browser is offline, and says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubApi({});
    await requestLink('asha@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
  });

  it('treats a request that cannot reach the server as offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await requestLink('asha@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE);
  });

  it('sends once the connection is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubApi({ [`POST ${FORGOT}`]: { status: 200, body: { message: FORGOT_MESSAGE } } });
    const { user } = await requestLink('asha@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE);

    onLine.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await findHeading('Check your email');
    expect(sentBodies(fetchMock, FORGOT)).toEqual([{ email: 'asha@example.com' }]);
  });

  it("shows any other refusal with the server's message", async () => {
    stubApi({
      [`POST ${FORGOT}`]: { status: 429, body: { message: 'Too many requests. Try again later.' } },
    });
    await requestLink('asha@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
  });
});
