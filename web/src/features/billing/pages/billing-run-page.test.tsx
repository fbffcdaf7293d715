import { RUN_NOT_DRAFT_MESSAGE, runInUseMessage } from '@domain/api/billing-runs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { setViewport } from '../../../test/viewport';
import { PREVIEW_ROW_HEIGHT } from '../components/preview-table';
import {
  buildPreview,
  buildRow,
  manyRows,
  RUNS_PATH,
  stubBillingApi,
  waterHead,
} from '../test/billing-api-stub';

type Preview = ReturnType<typeof buildPreview>;

async function openRun(
  preview: Preview,
  options: Omit<Parameters<typeof stubBillingApi>[0], 'previews'> = {},
) {
  storeSession(buildSession());
  const api = stubBillingApi({ runs: [preview.run], previews: [preview], ...options });
  const app = renderApp(`/billing/${preview.run._id}`);
  await findHeading(`Billing run: ${preview.run.periodLabel}`);
  return { ...app, api };
}

/** The drawn flat rows of the preview table (not its header or totals row), by their flat cell. */
function drawnFlats(): string[] {
  const table = screen.getByRole('table', { name: 'Bills preview' });
  const [body] = table.querySelectorAll('tbody');
  return within(body as HTMLElement)
    .getAllByRole('row')
    .map((row) => row.querySelector('td p')?.textContent ?? '');
}

function cellsOf(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.querySelector('input')?.value ?? cell.textContent ?? '');
}

function rowOf(flat: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Bills preview' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('td p')?.textContent === flat);
  if (!row) throw new Error(`no row for ${flat}`);
  return row;
}

/** A figure of the run's totals, by its label. */
function figure(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('billing run page', () => {
  it('draws only the rows in view of a thousand flats, and the rows scrolled to', async () => {
    const preview = buildPreview(manyRows(1000));
    await openRun(preview);
    const table = await screen.findByRole('table', { name: 'Bills preview' });
    expect(table).toHaveAttribute('aria-rowcount', '1002');
    // No flat is flagged: no column for flags.
    expect(cellsOf(rowOf('A-0001'))).toHaveLength(8);
    const first = drawnFlats();
    expect(first[0]).toBe('A-0001');
    expect(first.length).toBeLessThan(40);

    const scrollBox = screen.getByRole('region', { name: 'Bills preview, scrollable' });
    scrollBox.scrollTop = 500 * PREVIEW_ROW_HEIGHT;
    fireEvent.scroll(scrollBox);
    await waitFor(() => expect(drawnFlats()).toContain('C-0501'));
    expect(drawnFlats()).not.toContain('A-0001');
    expect(drawnFlats().length).toBeLessThan(40);
    // The totals row counts every flat, drawn or not: 1,000 × (₹3,000 + ₹500 + ₹300 + 18 % of ₹3,000).
    const footer = table.querySelector('tfoot') as HTMLElement;
    expect(cellsOf(within(footer).getByRole('row'))).toEqual([
      'Total1,000 bills',
      '₹30,00,000.00',
      '₹5,00,000.00',
      '₹3,00,000.00',
      '₹38,00,000.00',
      '₹5,40,000.00',
      '₹43,40,000.00',
      '₹0.00',
    ]);
  });

  it("shows a flat's amounts to the paisa, its flags, and the totals per block", async () => {
    const preview = buildPreview([
      buildRow('A-101', 'Ravi Kumar', { area: 1250.5, arrears: 1200 }),
      buildRow('B-101', 'Meera Nair', { block: 'B', flags: ['no_contact'] }),
    ]);
    await openRun(preview);
    await screen.findByRole('table', { name: 'Bills preview' });
    // 1,250.5 sq.ft × ₹3 = ₹3,751.50; GST 18 % of it = ₹675.27.
    expect(cellsOf(rowOf('A-101'))).toEqual([
      'A-101Ravi Kumar',
      '₹3,751.50',
      '₹500.00',
      '300.00',
      '₹4,551.50',
      '₹675.27',
      '₹5,226.77',
      '₹1,200.00',
      '',
    ]);
    expect(rowOf('B-101')).toHaveTextContent('No e-mail or phone');
    const blocks = screen.getByRole('table', { name: 'Totals by block' });
    expect(within(blocks).getByRole('row', { name: /Block A/ })).toHaveTextContent(
      /Block A\s*1\s*₹4,551.50\s*₹675.27\s*₹5,226.77\s*₹1,200.00/,
    );
    expect(figure('Bills')).toBe('2');
    expect(figure('Arrears brought forward')).toBe('₹1,200.00');
  });

  it('filters the flats by flag', async () => {
    const preview = buildPreview([
      buildRow('A-101', 'Ravi Kumar', { area: 0, flags: ['no_area'] }),
      buildRow('A-102', 'Sunita Shah'),
      buildRow('A-103', 'Kiran Das', { area: 0, flags: ['no_area', 'no_contact'] }),
    ]);
    const { user } = await openRun(preview);
    await screen.findByRole('table', { name: 'Bills preview' });
    const filters = screen.getByRole('group', { name: 'Show' });
    expect(within(filters).getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filters).getByRole('button', { name: 'No area (2)' }));
    expect(drawnFlats()).toEqual(['A-101', 'A-103']);
    await user.click(within(filters).getByRole('button', { name: 'No e-mail or phone (1)' }));
    expect(drawnFlats()).toEqual(['A-103']);
    await user.click(within(filters).getByRole('button', { name: 'Already billed (0)' }));
    expect(screen.getByText('No flat has this flag.')).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'All (3)' }));
    expect(drawnFlats()).toEqual(['A-101', 'A-102', 'A-103']);
  });

  it('saves a typed amount on Enter, and the row and the totals follow', async () => {
    const preview = buildPreview([buildRow('A-101', 'Ravi Kumar'), buildRow('A-102', 'Sunita Shah')]);
    const { user, api } = await openRun(preview);
    const water = await screen.findByRole('textbox', { name: 'Water for A-101' });
    await user.clear(water);
    await user.type(water, '1,450.5{Enter}');
    await waitFor(() => expect(cellsOf(rowOf('A-101'))[6]).toBe('₹5,490.50'));
    expect(api.writes('PUT').map((call) => [call.url, call.body])).toEqual([
      [
        `${RUNS_PATH}/${preview.run._id}/amounts`,
        { amounts: [{ flat: preview.rows[0]?.flat._id, head: waterHead._id, amount: 1450.5 }] },
      ],
    ]);
    expect(water).toHaveValue('1450.50');
    expect(water).toHaveFocus();
    // An empty box goes back to the head's default amount.
    await user.clear(screen.getByRole('textbox', { name: 'Water for A-102' }));
    await user.tab();
    await waitFor(() => expect(api.writes('PUT')).toHaveLength(2));
    expect(api.writes('PUT')[1]?.body).toEqual({
      amounts: [{ flat: preview.rows[1]?.flat._id, head: waterHead._id, amount: null }],
    });
  });

  it('refuses an amount the API would refuse, and shows what the server says', async () => {
    const preview = buildPreview([buildRow('A-101', 'Ravi Kumar')]);
    const { user, api } = await openRun(preview, {
      replies: { amounts: { status: 409, body: { message: RUN_NOT_DRAFT_MESSAGE } } },
    });
    const water = await screen.findByRole('textbox', { name: 'Water for A-101' });
    await user.clear(water);
    await user.type(water, '12.345');
    await user.tab();
    expect(
      await screen.findByText('Water for A-101: The amount can have at most 2 decimals'),
    ).toBeInTheDocument();
    expect(water).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes('PUT')).toEqual([]);
    await user.clear(water);
    await user.type(water, '450{Enter}');
    expect(await screen.findByText(`Water for A-101: ${RUN_NOT_DRAFT_MESSAGE}`)).toBeInTheDocument();
    expect(water).toHaveValue('450');
  });

  it('greys a flat already billed for the period, with its bill', async () => {
    const billed = buildRow('A-102', 'Sunita Shah', { flags: ['already_billed'] });
    const preview = buildPreview([
      buildRow('A-101', 'Ravi Kumar'),
      { ...billed, billed: { _id: 'inv-17', invoiceNumber: '017' } },
    ]);
    await openRun(preview);
    await screen.findByRole('table', { name: 'Bills preview' });
    const row = rowOf('A-102');
    expect(row).toHaveAttribute('data-skipped', 'true');
    expect(within(row).getByRole('link', { name: '017' })).toHaveAttribute('href', '/auth/invoice/inv-17');
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
    // Skipped, so it counts nowhere.
    expect(figure('Bills')).toBe('1');
  });

  it('publishes after a confirmation, with progress, and undoes unless a bill is in use', async () => {
    let release: () => void = () => undefined;
    const publishing = new Promise<void>((resolve) => {
      release = resolve;
    });
    const preview = buildPreview([
      buildRow('A-101', 'Ravi Kumar'),
      buildRow('A-102', 'Sunita Shah'),
      buildRow('B-101', 'Meera Nair', { block: 'B' }),
    ]);
    const refusal = runInUseMessage({ payments: 1, orders: 0, messages: 0, replaced: 0, credited: 0 });
    const { user } = await openRun(preview, {
      publishing,
      replies: { undo: { status: 409, body: { message: refusal } } },
    });
    const steps = screen.getByRole('tablist', { name: 'Billing run steps' });
    expect(within(steps).queryByRole('tab', { name: /Send/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Next: publish' }));
    await user.click(screen.getByRole('button', { name: 'Publish 3 bills' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish 3 bills for December 2026?' });
    // 3 × (₹3,000 + ₹500 + ₹300 + ₹540 GST) = ₹13,020.
    expect(dialog).toHaveTextContent(
      '3 bills totalling ₹13,020.00 (GST ₹1,620.00 included), dated 01 Dec 2026 and due 15 Dec 2026.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish 3 bills' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Publishing bills' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText('3 bills published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See them in the invoices list' })).toHaveAttribute(
      'href',
      '/invoices?month=2026-12',
    );
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Published');

    // The preview now shows each flat's bill.
    await user.click(within(steps).getByRole('tab', { name: /Preview$/ }));
    expect(within(rowOf('A-101')).getByRole('link', { name: '001' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Water for A-101' })).not.toBeInTheDocument();

    await user.click(within(steps).getByRole('tab', { name: /Publish$/ }));
    await user.click(screen.getByRole('button', { name: 'Undo publishing' }));
    const undo = await screen.findByRole('dialog', { name: 'Undo publishing?' });
    await user.click(within(undo).getByRole('button', { name: 'Undo publishing' }));
    expect(await within(undo).findByText(refusal)).toBeInTheDocument();
    expect(within(undo).getByRole('button', { name: 'Undo publishing' })).toBeDisabled();
  });

  it('finishes a publish that stopped halfway', async () => {
    const issued = { ...buildRow('A-101', 'Ravi Kumar'), billed: { _id: 'inv-1', invoiceNumber: '001' } };
    const preview = buildPreview([issued, buildRow('A-102', 'Sunita Shah')], { status: 'publishing' });
    const { user, api } = await openRun(preview);
    expect(await screen.findByText('Publishing stopped before every bill was issued')).toBeInTheDocument();
    expect(screen.getByText(/1 bill is issued so far/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish publishing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish publishing December 2026?' });
    expect(dialog).toHaveTextContent(
      'The bills already issued are kept and the rest are issued now: in all, 2 bills',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Finish publishing' }));
    expect(await screen.findByText('2 bills published')).toBeInTheDocument();
    expect(api.writes('POST').map((call) => call.url)).toEqual([`${RUNS_PATH}/${preview.run._id}/publish`]);
  });

  it('deletes a draft after the confirmation', async () => {
    const preview = buildPreview([buildRow('A-101', 'Ravi Kumar')]);
    const { user, router, api } = await openRun(preview);
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findHeading('Billing');
    expect(router.state.location.pathname).toBe('/billing');
    expect(screen.getByText('Draft deleted')).toBeInTheDocument();
    expect(api.writes('DELETE').map((call) => call.url)).toEqual([`${RUNS_PATH}/${preview.run._id}`]);
  });

  it('shows fifty cards at a time on a phone, each opening to its heads', async () => {
    setViewport('phone');
    const preview = buildPreview(manyRows(60));
    const { user } = await openRun(preview);
    const list = await screen.findByRole('list', { name: 'Bills preview' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.queryByRole('table', { name: 'Bills preview' })).not.toBeInTheDocument();
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent(/A-0001\s*Member 1\s*₹4,340.00/);
    await user.click(within(first).getByRole('button', { name: 'Show heads of A-0001' }));
    expect(within(first).getByRole('textbox', { name: 'Water for A-0001' })).toHaveValue('300.00');
    expect(first).toHaveTextContent(/Maintenance\s*₹3,000.00/);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
