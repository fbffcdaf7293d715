import { DEFAULT_GST_SETTINGS, type TGstSettings } from '@domain/api/gst-settings';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { type StubReply, stubApi } from '../../../test/stub-api';

const PATH = '/api/v2/settings/gst';

/** Signs in and opens /settings, the GST settings answered as `settings`. */
async function openSettings(settings: TGstSettings, replies: Record<string, StubReply> = {}) {
  const session = buildSession();
  storeSession(session);
  const fetchMock = stubApi({
    'GET /api/v2/profiles?searchQuery=user-1': { status: 200, body: { data: session.userProfile } },
    [`GET ${PATH}`]: { status: 200, body: settings },
    ...replies,
  });
  const app = renderApp('/settings');
  await findHeading('Settings');
  const form = await screen.findByRole('form', { name: 'GST settings' });
  return { ...app, fetchMock, form };
}

/** The bodies PUT to the settings, in order. */
function savedBodies(fetchMock: ReturnType<typeof stubApi>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === PATH && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the GST settings', () => {
  it('turns a business into a housing society taxing only the excess, and saves it', async () => {
    const saved: TGstSettings = {
      housingSociety: true,
      rwaMode: 'excess',
      turnoverThreshold: 1_500_000,
      roundOff: false,
    };
    const { user, form, fetchMock } = await openSettings(DEFAULT_GST_SETTINGS, {
      [`PUT ${PATH}`]: { status: 200, body: saved },
    });
    const society = within(form).getByRole('switch', {
      name: 'Resident welfare association / housing society',
    });
    expect(society).not.toBeChecked();
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: 'Round totals to the rupee' })).toBeChecked();

    await user.click(society);
    const whole = within(form).getByRole('radio', {
      name: 'GST on the whole contribution above ₹7,500 a month (CBIC circular 109/28/2019, default)',
    });
    expect(whole).toBeChecked();
    const threshold = within(form).getByRole('textbox', { name: 'Turnover threshold (₹)' });
    expect(threshold).toHaveValue('2000000');
    expect(within(form).getByText(/^₹20,00,000 a financial year/)).toBeInTheDocument();

    await user.click(
      within(form).getByRole('radio', {
        name: 'GST only on the amount above ₹7,500 (Madras High Court, 2021)',
      }),
    );
    await user.clear(threshold);
    await user.type(threshold, '15,00,000');
    expect(within(form).getByText(/^₹15,00,000 a financial year/)).toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'Round totals to the rupee' }));
    await user.click(within(form).getByRole('button', { name: 'Save GST settings' }));

    expect(await screen.findByText('GST settings saved')).toBeInTheDocument();
    expect(savedBodies(fetchMock)).toEqual([saved]);
  });

  it('stops a threshold the server would refuse, in its words, and shows the server’s own refusals by field', async () => {
    const society: TGstSettings = { ...DEFAULT_GST_SETTINGS, housingSociety: true };
    const refusal = 'The turnover threshold must be at most ₹10,00,00,000';
    const { user, form, fetchMock } = await openSettings(society, {
      [`PUT ${PATH}`]: {
        status: 400,
        body: { message: refusal, errors: [{ path: 'turnoverThreshold', message: refusal }] },
      },
    });
    const threshold = within(form).getByRole('textbox', { name: 'Turnover threshold (₹)' });
    await user.clear(threshold);
    await user.type(threshold, '2000000.005');
    await user.click(within(form).getByRole('button', { name: 'Save GST settings' }));
    expect(
      await within(form).findByText('The turnover threshold can have at most 2 decimals'),
    ).toBeInTheDocument();
    await user.clear(threshold);
    await user.click(within(form).getByRole('button', { name: 'Save GST settings' }));
    expect(
      await within(form).findByText('Please enter the turnover threshold in rupees'),
    ).toBeInTheDocument();
    expect(savedBodies(fetchMock)).toEqual([]);

    await user.type(threshold, '100000000');
    await user.click(within(form).getByRole('button', { name: 'Save GST settings' }));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    expect(savedBodies(fetchMock)).toEqual([{ ...society, turnoverThreshold: 100_000_000 }]);
  });

  it('says when the settings cannot be read, and reads them again', async () => {
    const session = buildSession();
    storeSession(session);
    let answers = 0;
    stubApi({
      'GET /api/v2/profiles?searchQuery=user-1': { status: 200, body: { data: session.userProfile } },
      [`GET ${PATH}`]: async () => {
        answers += 1;
        const [status, body] =
          answers === 1
            ? [403, { message: 'Not allowed' }]
            : [200, { ...DEFAULT_GST_SETTINGS, roundOff: false }];
        return new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const { user } = renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'GST' }, { timeout: 10_000 });
    expect(await within(section).findByText('Not allowed')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(section).getByRole('switch', { name: 'Round totals to the rupee' })).not.toBeChecked(),
    );
  });
});
