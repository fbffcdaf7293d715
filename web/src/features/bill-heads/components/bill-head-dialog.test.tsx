import {
  duplicateBillHeadMessage,
  PERCENT_OF_REQUIRED_MESSAGE,
  type TBillHead,
} from '@domain/api/bill-heads';
import { NON_OCCUPANCY_CAP_WARNING } from '@domain/bill-heads';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { buildBillHead, buildFlat, stubBillHeadsApi } from '../test/bill-heads-api-stub';

type User = ReturnType<typeof renderApp>['user'];
type Replies = Parameters<typeof stubBillHeadsApi>[1];

const MAINTENANCE = buildBillHead({ name: 'Maintenance', basis: 'area', rate: 3.25, order: 0 });
const FLAT_ID = '7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';

async function openNewHead(heads: TBillHead[], replies?: Replies) {
  storeSession(buildSession());
  const api = stubBillHeadsApi(heads, replies, [buildFlat('A-101', 'Ravi Kumar', FLAT_ID)]);
  const app = renderApp('/settings/bill-heads');
  await findHeading('Bill heads');
  await app.user.click(await screen.findByRole('button', { name: 'Add bill head' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add bill head' });
  return { ...app, api, dialog };
}

function box(dialog: HTMLElement, label: string | RegExp): HTMLInputElement {
  return within(dialog).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
}

/** Replaces a box's text the way pasting does: one input event rather than one per key. */
async function fill(user: User, input: HTMLInputElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
}

async function save(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Save bill head' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bill head dialog', () => {
  it('names what is missing before anything is sent', async () => {
    const { user, api, dialog } = await openNewHead([]);
    await save(user, dialog);
    expect(await within(dialog).findByText('Please enter the name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the rate as a number')).toBeInTheDocument();

    await fill(user, box(dialog, /^Name/), 'Maintenance');
    await fill(user, box(dialog, /^Rate per sq\.ft/), '3.255');
    await fill(user, box(dialog, /^SAC\/HSN/), '99');
    await save(user, dialog);
    expect(await within(dialog).findByText('The rate can have at most 2 decimals')).toBeInTheDocument();
    expect(within(dialog).getByText('The SAC/HSN must be 4 to 8 digits')).toBeInTheDocument();
    expect(api.writes('POST')).toHaveLength(0);
  });

  it('labels the rate by the basis and asks a percentage what it is of', async () => {
    const { user, api, dialog } = await openNewHead([MAINTENANCE]);
    expect(box(dialog, /^Rate per sq\.ft \(₹\)/)).toBeInTheDocument();
    const basis = within(dialog).getByRole('combobox', { name: 'Charged' });

    await user.selectOptions(basis, 'Fixed amount per flat');
    expect(box(dialog, /^Amount per flat \(₹\)/)).toBeInTheDocument();
    await user.selectOptions(basis, 'Per parking slot');
    expect(box(dialog, /^Amount per parking slot \(₹\)/)).toBeInTheDocument();
    await user.selectOptions(basis, 'Amount typed per flat in each run');
    expect(box(dialog, /^Default amount per flat \(₹\)/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Percentage of')).not.toBeInTheDocument();

    await user.selectOptions(basis, 'Percentage of other heads');
    await fill(user, box(dialog, /^Name/), 'Non-occupancy charges');
    await fill(user, box(dialog, /^Percentage \(%\)/), '120');
    await save(user, dialog);
    expect(await within(dialog).findByText(PERCENT_OF_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText('The percentage must be at most 100')).toBeInTheDocument();
    expect(api.writes('POST')).toHaveLength(0);
  });

  it('warns of the non-occupancy cap as it is typed, shows the example and still saves', async () => {
    const { user, api, dialog } = await openNewHead([MAINTENANCE]);
    await fill(user, box(dialog, /^Name/), 'Non-occupancy charges');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Charged' }),
      'Percentage of other heads',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Applies to' }),
      'Only let-out flats',
    );
    await fill(user, box(dialog, /^Percentage \(%\)/), '12');
    expect(within(dialog).getByText(new RegExp(NON_OCCUPANCY_CAP_WARNING))).toBeInTheDocument();

    await user.click(box(dialog, 'Percentage of'));
    await user.click(await screen.findByRole('option', { name: 'Maintenance' }));
    // 12 % of 1,250 sq.ft × ₹3.25.
    expect(within(dialog).getByText('₹487.50')).toBeInTheDocument();
    await save(user, dialog);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes('POST')[0]?.body).toEqual({
      name: 'Non-occupancy charges',
      basis: 'percent',
      rate: 12,
      percentOf: [MAINTENANCE._id],
      appliesTo: 'let_out',
      gstTreatment: 'taxable',
      gstRate: 18,
      hsn: '995419',
      active: true,
      limit: { kind: 'all' },
      overrides: [],
    });
    expect(await screen.findByText('Non-occupancy charges added')).toBeInTheDocument();
    expect(screen.getByText('12 % of Maintenance')).toBeInTheDocument();
  });

  it('limits a head to chosen flats and gives a flat its own rate', async () => {
    const { user, api, dialog } = await openNewHead([]);
    await fill(user, box(dialog, /^Name/), 'Sinking fund');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Charged' }),
      'Fixed amount per flat',
    );
    await fill(user, box(dialog, /^Amount per flat/), '500');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Bills' }), 'Chosen flats');
    await save(user, dialog);
    expect(await within(dialog).findByText('Choose at least one flat')).toBeInTheDocument();

    await user.click(box(dialog, 'Flats'));
    await user.click(await screen.findByRole('option', { name: /Ravi Kumar/ }));
    await user.click(within(dialog).getByRole('button', { name: "Add a flat's own rate" }));
    await save(user, dialog);
    expect(await within(dialog).findByText('Choose the flat')).toBeInTheDocument();

    await user.click(box(dialog, 'Flat 1'));
    await user.click(await screen.findByRole('option', { name: /Ravi Kumar/ }));
    await fill(user, box(dialog, 'Amount per flat (₹), flat 1'), '250');
    await save(user, dialog);
    await waitFor(() => expect(api.writes('POST')).toHaveLength(1));
    expect(api.writes('POST')[0]?.body).toMatchObject({
      limit: { kind: 'flats', flats: [FLAT_ID] },
      overrides: [{ flat: FLAT_ID, rate: 250 }],
    });
  });

  it('bills a taxable head at a GST rate of its own, and asks none of an exempt head', async () => {
    const { user, api, dialog } = await openNewHead([]);
    await fill(user, box(dialog, /^Name/), 'Parking');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Charged' }),
      'Fixed amount per flat',
    );
    await fill(user, box(dialog, /^Amount per flat/), '300');
    const rate = within(dialog).getByRole('combobox', { name: 'GST rate' });
    expect(rate).toHaveValue('18');
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0 %', '0.25 %', '3 %', '5 %', '12 %', '18 %', '28 %', '40 %']);
    await user.selectOptions(rate, '5 %');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'GST treatment' }), 'Exempt');
    expect(within(dialog).queryByRole('combobox', { name: 'GST rate' })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'GST treatment' }), 'Taxable');
    expect(within(dialog).getByRole('combobox', { name: 'GST rate' })).toHaveValue('5');
    await save(user, dialog);
    await waitFor(() => expect(api.writes('POST')).toHaveLength(1));
    expect(api.writes('POST')[0]?.body).toMatchObject({
      name: 'Parking',
      gstTreatment: 'taxable',
      gstRate: 5,
    });
  });

  it("shows the server's refusal under the field it is about", async () => {
    const message = duplicateBillHeadMessage('Maintenance');
    const { user, dialog } = await openNewHead([MAINTENANCE], {
      post: { status: 409, body: { message, errors: [{ path: 'name', message }] } },
    });
    await fill(user, box(dialog, /^Name/), 'maintenance');
    await fill(user, box(dialog, /^Rate per sq\.ft/), '3');
    await save(user, dialog);
    // Under the name, and above the buttons.
    expect(await within(dialog).findAllByText(message)).toHaveLength(2);
    expect(box(dialog, /^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add bill head' })).toBeInTheDocument();
  });

  it('sends only what an edit changed', async () => {
    storeSession(buildSession());
    const api = stubBillHeadsApi([MAINTENANCE]);
    const { user } = renderApp('/settings/bill-heads');
    await user.click(await screen.findByRole('button', { name: 'Edit Maintenance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bill head' });
    expect(box(dialog, /^Rate per sq\.ft/)).toHaveValue('3.25');
    await fill(user, box(dialog, /^Rate per sq\.ft/), '3.5');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await save(user, dialog);
    await waitFor(() => expect(api.writes('PATCH')).toHaveLength(1));
    expect(api.writes('PATCH')[0]).toMatchObject({
      url: `/api/v2/bill-heads/${MAINTENANCE._id}`,
      body: { rate: 3.5, active: false },
    });
    expect(Object.keys(api.writes('PATCH')[0]?.body as object)).toEqual(['rate', 'active']);
  });
});
