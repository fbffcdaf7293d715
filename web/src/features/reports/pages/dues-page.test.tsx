import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { type StubReply, sentBodies, stubApi } from '../../../test/stub-api';
import { setViewport } from '../../../test/viewport';
import { ageingReport, buildAgeingFlat } from '../test/ageing-fixtures';

const REPORT = 'GET /api/v2/reports/ageing?minAge=notDue&sort=flat&order=asc';
const REMIND = '/api/v2/reports/ageing/reminders';

const ravi = buildAgeingFlat();
const meena = buildAgeingFlat({
  customerId: 'c0000000-0000-4000-8000-000000000002',
  name: 'Meena Iyer',
  flat: 'A-102',
  hasWhatsApp: false,
  dues: { notDue: 0, days0to30: 0, days31to60: 1050, days61to90: 0, days90plus: 0 },
  total: 1050,
  lastPaymentDate: null,
});
const kiran = buildAgeingFlat({
  customerId: 'c0000000-0000-4000-8000-000000000003',
  name: 'Kiran Rao',
  block: 'B',
  flat: 'B-201',
  hasEmail: false,
  hasWhatsApp: false,
  dues: { notDue: 800, days0to30: 0, days31to60: 0, days61to90: 0, days90plus: 0 },
  total: 800,
});
const REPORT_BODY = ageingReport([ravi, meena, kiran]);

function openDuesPage(replies: Record<string, StubReply> = {}) {
  storeSession(buildSession());
  const fetchMock = stubApi({ [REPORT]: { status: 200, body: REPORT_BODY }, ...replies });
  return { ...renderApp('/reports/dues'), fetchMock };
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dues page', () => {
  it('shows each flat’s dues by age with block subtotals and the total, in Indian grouping', async () => {
    setViewport('desktop');
    openDuesPage();
    await findHeading('Dues');
    const table = await screen.findByRole('table', { name: 'Flats with dues' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      [
        '',
        'A-101Block A, Floor 1',
        'Ravi KulkarniE-mail · WhatsApp',
        '—',
        '2,500.00',
        '—',
        '—',
        '1,20,956.00',
        '1,23,456.00',
        '14 Sept 2026',
      ],
      ['', 'A-102Block A, Floor 1', 'Meena IyerE-mail', '—', '—', '1,050.00', '—', '—', '1,050.00', 'Never'],
      ['', 'Block A total · 2 flats', '—', '2,500.00', '1,050.00', '—', '1,20,956.00', '1,24,506.00', ''],
      [
        '',
        'B-201Block B, Floor 1',
        'Kiran RaoNo contact',
        '800.00',
        '—',
        '—',
        '—',
        '—',
        '800.00',
        '14 Sept 2026',
      ],
      ['', 'Block B total · 1 flat', '800.00', '—', '—', '—', '—', '800.00', ''],
      ['', 'Total · 3 flats', '800.00', '2,500.00', '1,050.00', '—', '1,20,956.00', '1,25,306.00', ''],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 flats owe ₹1,25,306.00; 0 chosen. Amounts in ₹, by days past due.',
    );
  });

  it('asks the server again for a sort and for the filters', async () => {
    setViewport('desktop');
    const byTotal = 'GET /api/v2/reports/ageing?minAge=notDue&sort=total&order=desc';
    const { fetchMock } = openDuesPage({
      [byTotal]: { status: 200, body: ageingReport([ravi, meena, kiran]) },
      'GET /api/v2/reports/ageing?block=B&minAge=days90plus&sort=total&order=desc': {
        status: 200,
        body: ageingReport([], { blockNames: ['A', 'B'] }),
      },
    });
    await screen.findByRole('table', { name: 'Flats with dues' });
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(byTotal.slice(4), expect.anything()));
    await userEvent.click(screen.getByRole('combobox', { name: 'Block' }));
    await userEvent.click(screen.getByRole('option', { name: 'Block B' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Overdue at least' }));
    await userEvent.click(screen.getByRole('option', { name: '90+ days' }));
    expect(await screen.findByText('No flat matches these filters.')).toBeInTheDocument();
  });

  it('says what is wrong with a minimum that is no amount', async () => {
    setViewport('desktop');
    openDuesPage();
    await screen.findByRole('table', { name: 'Flats with dues' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum dues (₹)' }), '12.345');
    expect(screen.getByText('The minimum amount can have at most 2 decimals')).toBeInTheDocument();
  });

  it('reminds the chosen flats after a confirmation that says who gets what', async () => {
    setViewport('desktop');
    const answer = {
      message: 'Reminders queued for 2 flats',
      queued: 2,
      reminded: [],
      skipped: [],
      delivery: 'queued',
    };
    const { fetchMock } = openDuesPage({ [`POST ${REMIND}`]: { status: 200, body: answer } });
    await screen.findByRole('table', { name: 'Flats with dues' });
    expect(screen.getByRole('button', { name: 'Remind these' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose A-101' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose B-201' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remind these (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remind 2 flats of their dues?' });
    const items = within(within(dialog).getByRole('list', { name: 'Reminders to send' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'A-101 · Ravi Kulkarni₹1,23,456.00 by e-mail',
      'B-201 · Kiran Rao₹800.00 by nothing: no e-mail',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText('Reminders queued for 2 flats')).toBeInTheDocument();
    expect(sentBodies(fetchMock, REMIND)).toEqual([{ customerIds: [ravi.customerId, kiran.customerId] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remind these' })).toBeDisabled();
  });

  it('says when no flat owes anything', async () => {
    setViewport('desktop');
    openDuesPage({ [REPORT]: { status: 200, body: ageingReport([]) } });
    expect(await screen.findByText('No flat owes anything today.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeDisabled();
  });

  it('shows the server’s refusal with Try again', async () => {
    setViewport('desktop');
    openDuesPage({ [REPORT]: { status: 403, body: { message: 'Your role cannot see the dues' } } });
    expect(await screen.findByText('Your role cannot see the dues')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a card per flat on a phone, with the sort as a menu', async () => {
    setViewport('phone');
    openDuesPage();
    const list = await screen.findByRole('list', { name: 'Flats with dues' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'A-101₹1,23,456.00Ravi Kulkarni90+ days 1,20,956.00 · 0–30 days 2,500.00',
    );
    expect(items.at(-1)).toHaveTextContent('Total · 3 flats₹1,25,306.00');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Flat');
  });
});
