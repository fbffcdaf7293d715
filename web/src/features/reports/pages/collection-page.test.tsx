import type { TCollection } from '@domain/api/collection';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { type StubReply, stubApi } from '../../../test/stub-api';
import { setViewport } from '../../../test/viewport';

const MARCH = 'GET /api/v2/reports/collection?from=2026-03-01&to=2026-03-31';

const REPORT: TCollection = {
  from: '2026-03-01',
  to: '2026-03-31',
  billed: {
    bills: 4,
    total: 349600,
    rows: [
      { kind: 'head', headId: 'h1', name: 'Maintenance', amount: 200050.5 },
      { kind: 'head', headId: 'h2', name: '=HYPERLINK("x")', amount: 200 },
      { kind: 'other', headId: null, name: 'Other charges', amount: 599.25 },
      { kind: 'gst', headId: null, name: 'GST', amount: 148750.09 },
      { kind: 'roundOff', headId: null, name: 'Round-off', amount: 0.16 },
    ],
  },
  collected: {
    receipts: 3,
    total: 1796,
    methods: [
      { method: 'Bank Transfer', receipts: 1, amount: 100 },
      { method: 'UPI', receipts: 1, amount: 416 },
      { method: 'Cash', receipts: 1, amount: 1280 },
      { method: 'Cheque', receipts: 0, amount: 0 },
    ],
  },
  blocks: [
    { block: 'A', billed: 349100, collected: 1696, outstanding: 1000 },
    { block: '', billed: 500, collected: 100, outstanding: 500 },
  ],
  totals: { billed: 349600, collected: 1796, outstanding: 1500 },
};

const EMPTY: TCollection = {
  ...REPORT,
  billed: { bills: 0, total: 0, rows: [] },
  collected: {
    receipts: 0,
    total: 0,
    methods: REPORT.collected.methods.map((row) => ({ ...row, receipts: 0, amount: 0 })),
  },
  blocks: [],
  totals: { billed: 0, collected: 0, outstanding: 0 },
};

function openCollectionPage(
  replies: Record<string, StubReply> = {},
  path = '/reports/collection?from=2026-03-01&to=2026-03-31',
) {
  storeSession(buildSession());
  const fetchMock = stubApi({ [MARCH]: { status: 200, body: REPORT }, ...replies });
  return { ...renderApp(path), fetchMock };
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the collection page', () => {
  it('shows the period’s billing per head, collection per method and both per block, in Indian grouping', async () => {
    setViewport('desktop');
    openCollectionPage();
    await findHeading('Collection');
    expect(screen.getByRole('navigation', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Collection' })).toHaveAttribute('aria-current', 'page');
    expect(rowTexts(await screen.findByRole('table', { name: 'Billed by head' }))).toEqual([
      ['Bill head', 'Amount (₹)'],
      ['Maintenance', '2,00,050.50'],
      ['=HYPERLINK("x")', '200.00'],
      ['Other charges', '599.25'],
      ['GST', '1,48,750.09'],
      ['Round-off', '0.16'],
      ['Total · 4 bills', '3,49,600.00'],
    ]);
    expect(rowTexts(screen.getByRole('table', { name: 'Collected by method' }))).toEqual([
      ['Payment method', 'Amount (₹)', 'Receipts'],
      ['Bank Transfer', '100.00', '1'],
      ['UPI', '416.00', '1'],
      ['Cash', '1,280.00', '1'],
      ['Cheque', '—', '0'],
      ['Total', '1,796.00', '3'],
    ]);
    expect(rowTexts(screen.getByRole('table', { name: 'By block' }))).toEqual([
      ['Block', 'Billed (₹)', 'Collected (₹)', 'Outstanding (₹)'],
      ['Block A', '3,49,100.00', '1,696.00', '1,000.00'],
      ['No block', '500.00', '100.00', '500.00'],
      ['Total', '3,49,600.00', '1,796.00', '1,500.00'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Billed ₹3,49,600.00 · collected ₹1,796.00 · still owed on these bills ₹1,500.00. A reversed payment is not counted.',
    );
    expect(screen.getByRole('group', { name: 'From' })).toHaveTextContent('01/03/2026');
  });

  it('asks for the server’s default period (this month) when the address names none', async () => {
    setViewport('desktop');
    const { fetchMock } = openCollectionPage(
      { 'GET /api/v2/reports/collection': { status: 200, body: REPORT } },
      '/reports/collection',
    );
    await screen.findByRole('table', { name: 'Billed by head' });
    expect(fetchMock).toHaveBeenCalledWith('/api/v2/reports/collection', expect.anything());
  });

  it('says when nothing was billed or collected, with Export off', async () => {
    setViewport('desktop');
    openCollectionPage({ [MARCH]: { status: 200, body: EMPTY } });
    expect(await screen.findByText('Nothing was billed or collected in this period.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeDisabled();
  });

  it('shows the server’s refusal with Try again', async () => {
    setViewport('desktop');
    openCollectionPage({
      [MARCH]: { status: 400, body: { message: 'The start date must be on or before the end date' } },
    });
    expect(await screen.findByText('The start date must be on or before the end date')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
  });

  it('shows each row as a card on a phone', async () => {
    setViewport('phone');
    openCollectionPage();
    const blocks = await screen.findByRole('list', { name: 'By block' });
    const items = within(blocks).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Block A₹3,49,100.00Collected (₹) 1,696.00 · Outstanding (₹) 1,000.00',
    );
    expect(items.at(-1)).toHaveTextContent('Total₹3,49,600.00');
    const methods = within(screen.getByRole('list', { name: 'Collected by method' })).getAllByRole(
      'listitem',
    );
    expect(methods[1]).toHaveTextContent('UPI₹416.00Receipts 1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
