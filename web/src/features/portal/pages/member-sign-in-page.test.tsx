import { MEMBER_CODE_NOT_VALID_MESSAGE, MEMBER_CODE_SENT_MESSAGE } from '@domain/api/public-pages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { type StubReply, sentBodies, stubApi } from '../../../test/stub-api';

const FLAT = (society: string, flat: string, token: string) => ({
  society,
  name: 'Asha Verma',
  flat: { block: 'A', floor: '1', flat },
  path: `/m/${token}`,
});

function verifyAnswers(...replies: StubReply[]): StubReply {
  let calls = 0;
  return async () => {
    const reply = replies[Math.min(calls++, replies.length - 1)];
    if (typeof reply === 'function') return reply();
    return new Response(JSON.stringify(reply?.body), {
      status: reply?.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('opening a flat’s account with a code', () => {
  it('mails a code, refuses a wrong one with the reason, then lists every flat the address is on', async () => {
    const fetchMock = stubApi({
      'POST /api/v2/portal/codes': { status: 200, body: { message: MEMBER_CODE_SENT_MESSAGE } },
      'POST /api/v2/portal/codes/verify': verifyAnswers(
        { status: 400, body: { message: MEMBER_CODE_NOT_VALID_MESSAGE } },
        {
          status: 200,
          body: {
            flats: [
              FLAT('Lotus Residency', 'L-302', 'tokenLotus'),
              FLAT('Palm Grove Society', 'A-101', 'tokenPalm'),
            ],
          },
        },
      ),
    });
    const { user } = renderApp('/m');
    await findHeading('Open your flat’s account');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your e-mail address.');
    await user.type(screen.getByLabelText('E-mail address'), ' asha@example.test ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MEMBER_CODE_SENT_MESSAGE);
    expect(sentBodies(fetchMock, '/api/v2/portal/codes')).toEqual([{ email: 'asha@example.test' }]);

    const code = screen.getByLabelText('Code from the e-mail');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEMBER_CODE_NOT_VALID_MESSAGE);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    const flats = await screen.findByRole('list', { name: 'Your flats' });
    expect(within(flats).getByRole('link', { name: 'Block A, Floor 1, Flat L-302' })).toHaveAttribute(
      'href',
      '/m/tokenLotus',
    );
    expect(within(flats).getByRole('link', { name: 'Block A, Floor 1, Flat A-101' })).toHaveAttribute(
      'href',
      '/m/tokenPalm',
    );
    expect(sentBodies(fetchMock, '/api/v2/portal/codes/verify')).toEqual([
      { email: 'asha@example.test', code: '111111' },
      { email: 'asha@example.test', code: '123456' },
    ]);
  });

  it('opens the one flat an address is on straight away', async () => {
    stubApi({
      'POST /api/v2/portal/codes': { status: 200, body: { message: MEMBER_CODE_SENT_MESSAGE } },
      'POST /api/v2/portal/codes/verify': {
        status: 200,
        body: { flats: [FLAT('Palm Grove Society', 'A-101', 'tokenPalm')] },
      },
    });
    const { user, router } = renderApp('/m');
    await findHeading('Open your flat’s account');
    await user.type(screen.getByLabelText('E-mail address'), 'asha@example.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/^Code from the e-mail/), '123456');
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/m/tokenPalm'));
  });

  it('speaks Hindi for a member who chose it, the server’s refusal included', async () => {
    window.localStorage.setItem('bahi.member-language', 'hi');
    stubApi({
      'POST /api/v2/portal/codes': { status: 200, body: { message: MEMBER_CODE_SENT_MESSAGE } },
      'POST /api/v2/portal/codes/verify': { status: 400, body: { message: MEMBER_CODE_NOT_VALID_MESSAGE } },
    });
    const { user } = renderApp('/m');
    await findHeading('अपने फ़्लैट का खाता खोलें');
    await user.type(screen.getByLabelText('ई-मेल पता'), 'asha@example.test');
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    await user.type(await screen.findByLabelText(/^ई-मेल में आया कोड/), '123456');
    await user.click(screen.getByRole('button', { name: 'मेरा खाता खोलें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('यह कोड मान्य नहीं है');
  });

  it('is offered where a member link opens nothing', async () => {
    stubApi({
      'GET /api/v2/portal/Ha-DQmFuWZkDkT9WsszkURwRW9YtM2gx': { status: 404, body: { message: 'x' } },
    });
    renderApp('/m/Ha-DQmFuWZkDkT9WsszkURwRW9YtM2gx');
    await findHeading('This link is not valid');
    expect(screen.getByRole('link', { name: 'Open it with a code sent to your e-mail' })).toHaveAttribute(
      'href',
      '/m',
    );
  });
});
