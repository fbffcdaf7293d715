import { billHeadInUseMessage } from '@domain/api/bill-heads';
import { NON_OCCUPANCY_CAP_WARNING } from '@domain/bill-heads';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { stubApi } from '../../../test/stub-api';
import { setViewport } from '../../../test/viewport';
import { BILL_HEADS_PATH, buildBillHead, stubBillHeadsApi } from '../test/bill-heads-api-stub';

const maintenance = buildBillHead({ name: 'Maintenance', basis: 'area', rate: 3.25, order: 0 });
const sinkingFund = buildBillHead({
  name: 'Sinking fund',
  basis: 'flat',
  rate: 500,
  gstTreatment: 'exempt',
  order: 1,
});
const nonOccupancy = buildBillHead({
  name: 'Non-occupancy charges',
  basis: 'percent',
  rate: 12,
  percentOf: [maintenance._id],
  appliesTo: 'let_out',
  order: 2,
});
const HEADS = [maintenance, sinkingFund, nonOccupancy];

async function openBillHeads(...args: Parameters<typeof stubBillHeadsApi>) {
  storeSession(buildSession());
  const api = stubBillHeadsApi(...args);
  const app = renderApp('/settings/bill-heads');
  await findHeading('Bill heads');
  return { ...app, api };
}

/** The heads' names, in the table's order (a name's cell also holds its chips and warnings). */
function rowTexts(): string[] {
  const [, ...rows] = within(screen.getByRole('table', { name: 'Bill heads' })).getAllByRole('row');
  return rows.map((row) => within(row).getAllByRole('cell')[1]?.firstElementChild?.textContent ?? '');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bill heads page', () => {
  it('lists the heads in bill order as people read them, with their warnings', async () => {
    await openBillHeads(HEADS);
    const table = await screen.findByRole('table', { name: 'Bill heads' });
    expect(within(table).getByText('₹3.25 per sq.ft')).toBeInTheDocument();
    expect(within(table).getByText('₹500 per flat')).toBeInTheDocument();
    expect(within(table).getByText('12 % of Maintenance')).toBeInTheDocument();
    expect(within(table).getByText('Only let-out flats')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Sinking fund/ })).toHaveTextContent(
      /Exempt\s*SAC\/HSN 995419/,
    );
    expect(within(table).getByRole('alert')).toHaveTextContent(NON_OCCUPANCY_CAP_WARNING);
    expect(rowTexts()[0]).toBe('Maintenance');
  });

  it('works out what a flat pays, owner-occupied and let out', async () => {
    await openBillHeads(HEADS);
    const example = await screen.findByRole('region', { name: 'What a flat pays' });
    expect(example).toHaveTextContent('A 1,250 sq.ft flat with 1 parking slot pays ₹4,562.50 a month.');
    expect(example).toHaveTextContent('Let out, the same flat pays ₹5,050.00 a month.');
    const nonOccupancyRow = within(example).getByRole('row', { name: /Non-occupancy charges/ });
    expect(
      within(nonOccupancyRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Non-occupancy charges', '—', '₹487.50']);
  });

  it('explains bill heads when there are none and offers to add one', async () => {
    const { user } = await openBillHeads([]);
    expect(await screen.findByText(/No bill heads yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What a flat pays' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add bill head' }));
    expect(await screen.findByRole('dialog', { name: 'Add bill head' })).toBeInTheDocument();
  });

  it('says when the heads could not be loaded, and tries again', async () => {
    storeSession(buildSession());
    stubApi({ [`GET ${BILL_HEADS_PATH}`]: { status: 422, body: { message: 'Something went wrong' } } });
    const { user } = renderApp('/settings/bill-heads');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    stubBillHeadsApi([maintenance]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₹3.25 per sq.ft')).toBeInTheDocument();
  });

  it('moves a head down the bill with the keyboard, keeping the focus on it', async () => {
    const { user, api } = await openBillHeads(HEADS);
    const moveDown = await screen.findByRole('button', { name: 'Move Maintenance down' });
    expect(screen.getByRole('button', { name: 'Move Maintenance up' })).toBeDisabled();
    moveDown.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowTexts()).toEqual(['Sinking fund', 'Maintenance', 'Non-occupancy charges']));
    expect(api.writes('PATCH').map((call) => [call.url, call.body])).toEqual([
      [`${BILL_HEADS_PATH}/${sinkingFund._id}`, { order: 0 }],
      [`${BILL_HEADS_PATH}/${maintenance._id}`, { order: 1 }],
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Maintenance down' })).toHaveFocus());
  });

  it("keeps a refused deletion's reason in the dialog", async () => {
    const message = billHeadInUseMessage('Maintenance', 'Non-occupancy charges');
    const { user } = await openBillHeads(HEADS, { delete: { status: 409, body: { message } } });
    await user.click(await screen.findByRole('button', { name: 'Delete Maintenance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete bill head?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('deletes a head after the confirmation', async () => {
    const { user, api } = await openBillHeads(HEADS);
    await user.click(await screen.findByRole('button', { name: 'Delete Non-occupancy charges' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete bill head?' });
    expect(dialog).toHaveTextContent('Delete Non-occupancy charges? Bills already issued keep their lines.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Non-occupancy charges deleted')).toBeInTheDocument();
    await waitFor(() => expect(rowTexts()).toEqual(['Maintenance', 'Sinking fund']));
    expect(api.heads().map((head) => head.name)).toEqual(['Maintenance', 'Sinking fund']);
  });

  it('shows each head as a card on a phone', async () => {
    setViewport('phone');
    await openBillHeads(HEADS);
    const list = await screen.findByRole('list', { name: 'Bill heads' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table', { name: 'Bill heads' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Move Sinking fund up' })).toBeEnabled();
  });

  it('is reached from the settings, whose navigation marks it', async () => {
    storeSession(buildSession());
    stubBillHeadsApi([]);
    const { user } = renderApp('/settings');
    await findHeading('Settings');
    const tabs = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(tabs).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('link', { name: 'Bill heads' }));
    await findHeading('Bill heads');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Settings' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
