import type { TAccountsSummary, TTallyLedgers } from '@domain/api/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { type StubReply, stubApi } from '../../../test/stub-api';
import { setViewport } from '../../../test/viewport';

const NOVEMBER = 'GET /api/v2/reports/accounts?period=2026-11';
const YEAR = 'GET /api/v2/reports/accounts?period=2026-27';
const LEDGERS_PATH = '/api/v2/settings/tally-ledgers';

const SUMMARY: TAccountsSummary = {
  period: '2026-11',
  from: '2026-11-01',
  to: '2026-11-30',
  gstin: '27AAAAA0000A1Z5',
  bills: 36,
  creditNotes: 1,
  receipts: 2,
  taxableValue: 123456.5,
  untaxedValue: 18000,
  cgst: 11111.09,
  sgst: 11111.09,
  igst: 0,
  total: 163678.68,
  received: 9000,
};

const LEDGERS: TTallyLedgers = {
  heads: [
    { headId: '3f1d6a4e-0b7c-4d2a-9e55-5a0f3c1b2d01', headName: 'Maintenance', ledger: 'Maintenance' },
    { headId: '3f1d6a4e-0b7c-4d2a-9e55-5a0f3c1b2d02', headName: 'Sinking fund', ledger: 'Sinking fund' },
  ],
  otherIncome: 'Other Charges',
  interest: 'Interest on Arrears',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
  gst: 'Output GST',
  roundOff: 'Round Off',
  cash: 'Cash',
  bank: 'Bank Account',
  saved: false,
};

function openAccountsPage(
  replies: Record<string, StubReply> = {},
  path = '/reports/accounts?period=2026-11',
) {
  storeSession(buildSession());
  const fetchMock = stubApi({ [NOVEMBER]: { status: 200, body: SUMMARY }, ...replies });
  return { ...renderApp(path), fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the accounts page', () => {
  it('says what the month holds, its tax in Indian grouping, and offers GSTR-1 and Tally', async () => {
    setViewport('desktop');
    openAccountsPage();
    await findHeading('Accounts');
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 Nov 2026 to 30 Nov 2026: 36 bills · 1 credit note · 2 receipts.',
    );
    const tax = screen.getByRole('table', { name: 'Tax in this period' });
    expect(
      within(tax)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Of the bills, less the credit notesAmount (₹)',
      'Taxable value1,23,456.50',
      'Not taxed (exempt, levies, bills of supply)18,000.00',
      'CGST11,111.09',
      'SGST11,111.09',
      'IGST—',
      'Billed1,63,678.68',
      'Received9,000.00',
    ]);
    const gstr1 = screen.getByRole('region', { name: 'GSTR-1' });
    expect(gstr1).toHaveTextContent('For GSTIN 27AAAAA0000A1Z5');
    expect(within(gstr1).getByRole('button', { name: 'Download JSON' })).toBeEnabled();
    expect(within(gstr1).getByRole('button', { name: 'Download XLSX' })).toBeEnabled();
    const tally = screen.getByRole('region', { name: 'Tally' });
    expect(within(tally).getByRole('button', { name: 'Download XML' })).toBeEnabled();
  });

  it('asks for the financial year when it is chosen, its JSON a ZIP of monthly returns', async () => {
    setViewport('desktop');
    const { fetchMock } = openAccountsPage({
      [YEAR]: { status: 200, body: { ...SUMMARY, period: '2026-27', from: '2026-04-01', to: '2027-03-31' } },
    });
    await screen.findByRole('table', { name: 'Tax in this period' });
    await userEvent.click(screen.getByRole('button', { name: 'Financial year' }));
    expect(await screen.findByRole('button', { name: 'Download JSON (ZIP)' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/v2/reports/accounts?period=2026-27', expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('1 Apr 2026 to 31 Mar 2027');
  });

  it('without a GSTIN, says GSTR-1 needs one and offers Tally alone', async () => {
    setViewport('desktop');
    openAccountsPage({ [NOVEMBER]: { status: 200, body: { ...SUMMARY, gstin: null } } });
    const gstr1 = await screen.findByRole('region', { name: 'GSTR-1' });
    expect(gstr1).toHaveTextContent('GSTR-1 needs your GSTIN: add it in Settings → Profile.');
    expect(within(gstr1).getByRole('button', { name: 'Download JSON' })).toBeDisabled();
    expect(within(gstr1).getByRole('button', { name: 'Download XLSX' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download XML' })).toBeEnabled();
  });

  it('says when the period holds nothing, with the downloads off', async () => {
    setViewport('desktop');
    const empty = { ...SUMMARY, bills: 0, creditNotes: 0, receipts: 0, taxableValue: 0, total: 0 };
    openAccountsPage({ [NOVEMBER]: { status: 200, body: empty } });
    expect(
      await screen.findByText('Nothing was billed, credited or received in this period.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download XML' })).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('maps the Tally ledgers once, the server’s refusal under its field', async () => {
    setViewport('desktop');
    let refused = true;
    const { fetchMock } = openAccountsPage({
      [`GET ${LEDGERS_PATH}`]: { status: 200, body: LEDGERS },
      [`PUT ${LEDGERS_PATH}`]: async () => {
        const answer = refused
          ? {
              status: 400,
              body: {
                message: 'Output SGST must be a ledger of its own',
                errors: [{ path: 'sgst', message: 'Output SGST must be a ledger of its own' }],
              },
            }
          : { status: 200, body: { ...LEDGERS, saved: true } };
        refused = false;
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tally ledgers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tally ledgers' });
    const maintenance = await within(dialog).findByRole('textbox', { name: 'Maintenance' });
    await userEvent.clear(maintenance);
    await userEvent.type(maintenance, 'Maintenance Charges');
    const sgst = within(dialog).getByRole('textbox', { name: 'Output SGST' });
    await userEvent.clear(sgst);
    await userEvent.type(sgst, 'Output CGST');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save ledgers' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('Output SGST must be a ledger of its own').length).toBeGreaterThan(
        0,
      ),
    );
    await userEvent.clear(sgst);
    await userEvent.type(sgst, 'Output SGST');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save ledgers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saves = fetchMock.mock.calls.filter(
      ([url, init]) => url === LEDGERS_PATH && init?.method === 'PUT',
    );
    expect(saves).toHaveLength(2);
    expect(JSON.parse(String(saves[1]?.[1]?.body))).toEqual({
      heads: [
        { headId: LEDGERS.heads[0]?.headId, ledger: 'Maintenance Charges' },
        { headId: LEDGERS.heads[1]?.headId, ledger: 'Sinking fund' },
      ],
      otherIncome: 'Other Charges',
      interest: 'Interest on Arrears',
      cgst: 'Output CGST',
      sgst: 'Output SGST',
      igst: 'Output IGST',
      gst: 'Output GST',
      roundOff: 'Round Off',
      cash: 'Cash',
      bank: 'Bank Account',
    });
    expect(await screen.findByText('Tally ledgers saved')).toBeInTheDocument();
  });

  it('shows the tax as cards on a phone', async () => {
    setViewport('phone');
    openAccountsPage();
    const tax = await screen.findByRole('list', { name: 'Tax in this period' });
    expect(within(tax).getAllByRole('listitem')[0]).toHaveTextContent('Taxable value₹1,23,456.50');
    expect(screen.getByRole('button', { name: 'Download XML' })).toBeInTheDocument();
  });
});
