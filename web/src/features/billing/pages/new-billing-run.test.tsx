import { NO_HEADS_MESSAGE, periodBilledMessage } from '@domain/api/billing-runs';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import {
  billHeadsOf,
  buildCustomer,
  buildPreview,
  buildRow,
  maintenanceHead,
  PREVIEW_HEADS,
  RUNS_PATH,
  sinkingFundHead,
  stubBillingApi,
  waterHead,
} from '../test/billing-api-stub';

// Water is switched off: a new run leaves it unticked.
const BILL_HEADS = billHeadsOf(PREVIEW_HEADS, [waterHead]);
const FLATS = [
  buildCustomer('A', 'A-101', 'Ravi Kumar'),
  buildCustomer('B', 'B-101', 'Meera Nair'),
  buildCustomer('B', 'B-102', 'Arjun Rao'),
];

async function openNewRun(
  replies: Parameters<typeof stubBillingApi>[0]['replies'] = {},
  settings: Parameters<typeof stubBillingApi>[0]['settings'] = undefined,
) {
  storeSession(buildSession());
  const preview = buildPreview([buildRow('B-101', 'Meera Nair', { block: 'B' })], {
    period: '2027-Q1',
    periodLabel: 'Jan–Mar 2027',
  });
  const api = stubBillingApi({ billHeads: BILL_HEADS, flats: FLATS, previews: [preview], replies, settings });
  const app = renderApp('/billing/new');
  await findHeading('New billing run');
  await screen.findByRole('group', { name: 'Bill heads' });
  return { ...app, api, preview };
}

const submit = () => screen.getByRole('button', { name: 'Preview bills' });

beforeEach(() => {
  // Only Date: the period offered first is next month.
  vi.setSystemTime(new Date('2026-11-22T06:30:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('new billing run', () => {
  it('offers next month, its default dates, every flat and the active heads', async () => {
    await openNewRun();
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-12');
    expect(screen.getByText("Empty: the period's first day, 01 Dec 2026")).toBeInTheDocument();
    expect(await screen.findByText('Empty: 15 Dec 2026')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'All flats (3 flats)' })).toBeChecked();
    const heads = screen.getByRole('group', { name: 'Bill heads' });
    expect(within(heads).getByRole('checkbox', { name: 'Maintenance' })).toBeChecked();
    expect(within(heads).getByRole('checkbox', { name: 'Sinking fund' })).toBeChecked();
    expect(within(heads).getByRole('checkbox', { name: 'Water (inactive)' })).not.toBeChecked();
    expect(screen.getByRole('tablist', { name: 'Billing run steps' })).toHaveTextContent(
      /1Period and flats2Preview3Publish4Send/,
    );
  });

  it('shows the due date the business’s own due day gives', async () => {
    await openNewRun({}, { dueDay: 10, repeatDay: null, sendReceipts: true, memberLanguage: 'en' });
    expect(await screen.findByText('Empty: 10 Dec 2026')).toBeInTheDocument();
  });

  it('asks for a head before asking the server, in the server’s words', async () => {
    const { user, api } = await openNewRun();
    const heads = screen.getByRole('group', { name: 'Bill heads' });
    await user.click(within(heads).getByRole('checkbox', { name: 'Maintenance' }));
    await user.click(within(heads).getByRole('checkbox', { name: 'Sinking fund' }));
    await user.click(submit());
    expect(await within(heads).findByText(NO_HEADS_MESSAGE)).toBeInTheDocument();
    expect(api.writes('POST')).toEqual([]);
  });

  it('shows why the server refuses a period already billed', async () => {
    const message = periodBilledMessage('December 2026');
    const { user } = await openNewRun({ create: { status: 409, body: { message } } });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New billing run');
  });

  it('puts the server’s field messages under their boxes', async () => {
    const message = 'Sinking fund is a percentage of Maintenance: bill them together';
    const { user } = await openNewRun({
      create: { status: 400, body: { message, errors: [{ path: 'heads', message }] } },
    });
    await user.click(submit());
    const heads = screen.getByRole('group', { name: 'Bill heads' });
    expect(await within(heads).findByText(message)).toBeInTheDocument();
  });

  it('drafts a quarter for one block and opens its preview', async () => {
    const { user, api, router, preview } = await openNewRun();
    await user.click(screen.getByRole('button', { name: 'Quarter' }));
    expect(screen.getByRole('combobox', { name: 'Quarter' })).toHaveValue('2027-Q1');
    await user.click(screen.getByRole('radio', { name: 'One block' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Block' }), 'B');
    expect(screen.getByText('Bills 2 flats')).toBeInTheDocument();
    await user.click(submit());
    await findHeading('Billing run: Jan–Mar 2027');
    expect(router.state.location.pathname).toBe(`/billing/${preview.run._id}`);
    expect(api.writes('POST', RUNS_PATH).map((call) => call.body)).toEqual([
      {
        period: '2027-Q1',
        flats: { kind: 'block', block: 'B' },
        heads: [maintenanceHead._id, sinkingFundHead._id],
      },
    ]);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Bills preview' })).toBeInTheDocument());
  });
});
