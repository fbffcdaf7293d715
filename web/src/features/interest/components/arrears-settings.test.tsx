import { rateAboveCeilingMessage, type TInterestSettings } from '@domain/api/interest';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import type { Role } from '@domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { type StubReply, stubApi } from '../../../test/stub-api';
import { ArrearsSettings } from './arrears-settings';

const SETTINGS_PATH = '/api/v2/settings/interest';

const LATE_FEES: TInterestSettings = {
  lateCharge: 'late-fee-invoice',
  ratePercentPerYear: 21,
  ceilingPercentPerYear: 21,
  graceDays: 0,
  minimumAmount: 10,
  chargeFrom: null,
};

function open(
  settings: TInterestSettings,
  put: StubReply = { status: 200, body: settings },
  role: Role = 'owner',
) {
  storeSession(buildSession({ role }));
  const fetchMock = stubApi({
    [`GET ${SETTINGS_PATH}`]: { status: 200, body: settings },
    [`PUT ${SETTINGS_PATH}`]: put,
  });
  const view = renderWithProviders(<ArrearsSettings userId="user-1" />);
  return { ...view, fetchMock };
}

const box = (name: string) => screen.getByRole('textbox', { name });

/** The bodies the form PUT, in order. */
function savedBodies(fetchMock: ReturnType<typeof stubApi>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === SETTINGS_PATH && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('Settings → Arrears', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a treasurer the terms, but only the owner changes them', async () => {
    open(LATE_FEES, undefined, 'treasurer');
    expect(await screen.findByRole('radio', { name: /A late-fee invoice/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save arrears settings' })).not.toBeInTheDocument();
  });

  it('shows late-fee invoices chosen, and the interest terms once interest is chosen', async () => {
    const { user } = open(LATE_FEES);
    const lateFee = await screen.findByRole('radio', { name: /A late-fee invoice/ });
    expect(lateFee).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Rate' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Interest on arrears/ }));
    expect(box('Rate')).toHaveValue('21');
    expect(box('Ceiling')).toHaveValue('21');
    expect(box('Grace days')).toHaveValue('0');
    expect(box('Minimum')).toHaveValue('10');
    expect(screen.getByRole('group', { name: 'Charge interest for days from' })).toBeInTheDocument();
  });

  it('checks the terms as the server does, field by field, before sending anything', async () => {
    const { user, fetchMock } = open({ ...LATE_FEES, lateCharge: 'interest', chargeFrom: '2026-04-01' });
    await user.clear(await screen.findByRole('textbox', { name: 'Rate' }));
    await user.type(box('Rate'), '24');
    await user.clear(box('Grace days'));
    await user.type(box('Grace days'), '1.5');
    await user.clear(box('Minimum'));
    await user.type(box('Minimum'), '10.005');
    await user.click(screen.getByRole('button', { name: 'Save arrears settings' }));
    expect(await screen.findByText(rateAboveCeilingMessage(21))).toBeInTheDocument();
    expect(screen.getByText('The grace days must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('The minimum can have at most 2 decimals')).toBeInTheDocument();
    expect(savedBodies(fetchMock)).toEqual([]);
  });

  it('saves interest with its terms, starting today unless told, and puts the server’s refusals under their fields', async () => {
    const today = todayIn(DEFAULT_TIME_ZONE, new Date());
    const refusal = {
      message: 'The grace days must be at most 365',
      errors: [{ path: 'graceDays', message: 'The grace days must be at most 365' }],
    };
    const { user, fetchMock } = open(LATE_FEES, { status: 400, body: refusal });
    await user.click(await screen.findByRole('radio', { name: /Interest on arrears/ }));
    await user.clear(box('Rate'));
    await user.type(box('Rate'), '18');
    await user.clear(box('Grace days'));
    await user.type(box('Grace days'), '15');
    await user.click(screen.getByRole('button', { name: 'Save arrears settings' }));
    const grace = box('Grace days');
    await waitFor(() => expect(grace).toHaveAccessibleDescription('The grace days must be at most 365'));
    expect(savedBodies(fetchMock)).toEqual([
      {
        lateCharge: 'interest',
        ratePercentPerYear: 18,
        ceilingPercentPerYear: 21,
        graceDays: 15,
        minimumAmount: 10,
        chargeFrom: today,
      },
    ]);
  });

  it('says it is saved, and goes back to late-fee invoices keeping the saved terms', async () => {
    const saved = {
      ...LATE_FEES,
      lateCharge: 'interest' as const,
      ratePercentPerYear: 18,
      chargeFrom: '2026-04-01',
    };
    const { user, fetchMock } = open(saved, {
      status: 200,
      body: { ...saved, lateCharge: 'late-fee-invoice' },
    });
    await user.click(await screen.findByRole('radio', { name: /A late-fee invoice/ }));
    await user.click(screen.getByRole('button', { name: 'Save arrears settings' }));
    expect(await screen.findByText('Arrears settings saved')).toBeInTheDocument();
    const { chargeFrom, ...terms } = saved;
    expect(savedBodies(fetchMock)).toEqual([{ ...terms, lateCharge: 'late-fee-invoice' }]);
    const section = screen.getByRole('region', { name: 'Arrears' });
    expect(within(section).getByRole('radio', { name: /A late-fee invoice/ })).toBeChecked();
  });
});
