import type { TNumbering } from '@domain/api/numbering';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { type StubReply, stubApi } from '../../../test/stub-api';

const NUMBERING_PATH = '/api/v2/settings/numbering';
const PROFILE_PATH = '/api/v2/profiles?searchQuery=user-1';

/**
 * The numbering of a business on 24 Nov 2026 that has issued 6 invoices, 11 receipts and 2 credit notes,
 * and 3 invoices of 2026-27 while it numbered them by year: all continuous now.
 */
const STORED: TNumbering = {
  date: '2026-11-24',
  financialYear: '2026-27',
  invoices: { mode: 'continuous', pattern: '{FY}/', next: '007', nextContinuous: '007', nextSerial: 4 },
  receipts: { mode: 'continuous', pattern: 'R/{FY}/', next: 'R-012', nextContinuous: 'R-012', nextSerial: 1 },
  creditNotes: {
    mode: 'continuous',
    pattern: 'CN/{FY}/',
    next: 'CN-003',
    nextContinuous: 'CN-003',
    nextSerial: 1,
  },
};

function openSettings(replies: Record<string, StubReply> = {}) {
  const session = buildSession();
  storeSession(session);
  const fetchMock = stubApi({
    [`GET ${PROFILE_PATH}`]: { status: 200, body: { data: session.userProfile } },
    [`GET ${NUMBERING_PATH}`]: { status: 200, body: STORED },
    ...replies,
  });
  return { ...renderApp('/settings'), fetchMock };
}

/** The bodies PUT to the numbering, in order. */
function saves(fetchMock: ReturnType<typeof stubApi>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === NUMBERING_PATH && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

async function findSeries(name: string): Promise<HTMLElement> {
  return screen.findByRole('group', { name });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('document numbering settings', () => {
  it('shows each series continuous with the number it gives next', async () => {
    openSettings();
    await findHeading('Settings');
    const invoices = await findSeries('Invoices');
    expect(within(invoices).getByRole('radio', { name: 'Continuous' })).toBeChecked();
    expect(within(invoices).queryByRole('textbox')).not.toBeInTheDocument();
    expect(invoices).toHaveTextContent('Next: 007');
    expect(await findSeries('Receipts')).toHaveTextContent('Next: R-012');
    expect(await findSeries('Credit notes')).toHaveTextContent('Next: CN-003');
  });

  it('numbers invoices by financial year: the pattern checked as typed, a live example, saved with a snackbar', async () => {
    const saved: TNumbering = {
      ...STORED,
      invoices: { ...STORED.invoices, mode: 'financial-year', pattern: 'INV/{YY}/', next: 'INV/26-27/004' },
    };
    const { user, fetchMock } = openSettings({ [`PUT ${NUMBERING_PATH}`]: { status: 200, body: saved } });
    const invoices = await findSeries('Invoices');
    await user.click(within(invoices).getByRole('radio', { name: 'By financial year' }));

    const pattern = within(invoices).getByRole('textbox', { name: 'Invoices pattern' });
    expect(pattern).toHaveValue('{FY}/');
    // Three invoices of 2026-27 were numbered by year before: the year goes on at 004.
    expect(invoices).toHaveTextContent('Next: 2026-27/004 · from 1 April 2027: 2027-28/001');

    await user.clear(pattern);
    await user.paste('INV/{FY}/');
    const tooLong =
      'Invoice numbers can have at most 16 characters: INV/2026-27/99999 has 17; shorten the pattern or use {YY}';
    await waitFor(() => expect(pattern).toHaveAccessibleDescription(tooLong));
    expect(invoices).not.toHaveTextContent('Next:');
    await user.click(screen.getByRole('button', { name: 'Save numbering' }));
    expect(saves(fetchMock)).toEqual([]);

    await user.clear(pattern);
    await user.paste('INV/{YY}/');
    await waitFor(() =>
      expect(invoices).toHaveTextContent('Next: INV/26-27/004 · from 1 April 2027: INV/27-28/001'),
    );
    await user.click(screen.getByRole('button', { name: 'Save numbering' }));

    expect(await screen.findByText('Numbering saved')).toBeInTheDocument();
    expect(saves(fetchMock)).toEqual([
      {
        invoices: { mode: 'financial-year', pattern: 'INV/{YY}/' },
        receipts: { mode: 'continuous', pattern: 'R/{FY}/' },
        creditNotes: { mode: 'continuous', pattern: 'CN/{FY}/' },
      },
    ]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    const message = "The receipt pattern may hold only letters, '-' and '/' besides {FY} or {YY}";
    const { user } = openSettings({
      [`PUT ${NUMBERING_PATH}`]: {
        status: 400,
        body: { message, errors: [{ path: 'receipts.pattern', message }] },
      },
    });
    const receipts = await findSeries('Receipts');
    await user.click(within(receipts).getByRole('radio', { name: 'By financial year' }));
    await user.click(screen.getByRole('button', { name: 'Save numbering' }));

    expect(await screen.findByText(`Error: ${message}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(receipts).getByRole('textbox', { name: 'Receipts pattern' })).toHaveAccessibleDescription(
        message,
      ),
    );
  });
});
