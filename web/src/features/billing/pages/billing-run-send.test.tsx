import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { setViewport } from '../../../test/viewport';
import {
  buildPreview,
  buildRow,
  buildSending,
  buildSendingItem,
  RUNS_PATH,
  stubBillingApi,
} from '../test/billing-api-stub';

type StubOptions = Omit<Parameters<typeof stubBillingApi>[0], 'previews'>;

function publishedPreview() {
  const preview = buildPreview(
    [buildRow('A-101', 'Ravi Kumar'), buildRow('A-102', 'Sunita Shah'), buildRow('B-101', 'Meera Nair')],
    { status: 'published', publishedAt: '2026-11-22T07:00:00.000Z' },
  );
  return {
    ...preview,
    rows: preview.rows.map((row, index) => ({
      ...row,
      billed: { _id: `inv-${index + 1}`, invoiceNumber: String(index + 1).padStart(3, '0') },
    })),
  };
}

async function openSend(preview: ReturnType<typeof publishedPreview>, options: StubOptions = {}) {
  storeSession(buildSession());
  const api = stubBillingApi({ runs: [preview.run], previews: [preview], ...options });
  const app = renderApp(`/billing/${preview.run._id}`);
  await findHeading(`Billing run: ${preview.run.periodLabel}`);
  const steps = screen.getByRole('tablist', { name: 'Billing run steps' });
  await app.user.click(within(steps).getByRole('tab', { name: /Send$/ }));
  return { ...app, api };
}

const queued = buildSending([
  buildSendingItem('A-101', 'Ravi Kumar', 'queued', { invoiceNumber: '001' }),
  buildSendingItem('A-102', 'Sunita Shah', 'queued', { invoiceNumber: '002' }),
  buildSendingItem('B-101', 'Meera Nair', 'skipped', { invoiceNumber: '003', reason: 'No e-mail address' }),
]);
const finished = buildSending([
  buildSendingItem('A-101', 'Ravi Kumar', 'sent', { invoiceNumber: '001' }),
  buildSendingItem('A-102', 'Sunita Shah', 'failed', { invoiceNumber: '002', reason: 'Mailbox full' }),
  buildSendingItem('B-101', 'Meera Nair', 'skipped', { invoiceNumber: '003', reason: 'No e-mail address' }),
]);
const retried = buildSending([
  buildSendingItem('A-101', 'Ravi Kumar', 'sent', { invoiceNumber: '001' }),
  buildSendingItem('A-102', 'Sunita Shah', 'queued', { invoiceNumber: '002' }),
  buildSendingItem('B-101', 'Meera Nair', 'skipped', { invoiceNumber: '003', reason: 'No e-mail address' }),
]);

function countChips(): string[] {
  const counts = screen.getByRole('list', { name: 'Sending counts' });
  return within(counts)
    .getAllByRole('listitem')
    .map((chip) => chip.textContent ?? '');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sending a billing run', () => {
  it('sends by the chosen channels, follows the progress until nothing is on its way, and retries the failed', async () => {
    const preview = publishedPreview();
    const { user, api } = await openSend(preview, {
      sending: { sent: queued, polls: [finished], retried },
    });
    expect(screen.getByText(/Send the 3 bills of December 2026 to each flat/)).toBeInTheDocument();
    expect(screen.getByText(/Sending again later sends only what has not gone yet/)).toBeInTheDocument();
    const email = screen.getByRole('checkbox', { name: 'E-mail' });
    const whatsapp = screen.getByRole('checkbox', { name: 'WhatsApp' });
    expect(email).toBeChecked();
    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Send 3 bills' }));
    expect(screen.getByText('Choose e-mail, WhatsApp or both')).toBeInTheDocument();
    expect(api.writes('POST')).toEqual([]);

    await user.click(whatsapp);
    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Send 3 bills' }));
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    expect(api.writes('POST').map((call) => [call.url, call.body])).toEqual([
      [`${RUNS_PATH}/${preview.run._id}/send`, { email: true, whatsapp: true }],
    ]);
    expect(screen.getByText('1 of 3 messages done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(countChips()).toEqual([
      'Queued: 2',
      'Sent: 0',
      'Failed: 0',
      'Skipped: 1',
      'Waiting for e-mail set-up: 0',
    ]);
    const table = screen.getByRole('table', { name: 'Bills sent' });
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent(
      /B-101\s*Meera Nair\s*003\s*E-mail\s*Skipped\s*No e-mail address/,
    );

    // Asked again after 2 s: everything has reached an end.
    await waitFor(() => expect(screen.getByText('Sending finished')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('3 of 3 messages done')).toBeInTheDocument();
    expect(countChips()).toEqual([
      'Queued: 0',
      'Sent: 1',
      'Failed: 1',
      'Skipped: 1',
      'Waiting for e-mail set-up: 0',
    ]);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      /A-102\s*Sunita Shah\s*002\s*E-mail\s*Failed\s*Mailbox full/,
    );
    expect(screen.getByRole('button', { name: 'Send what has not gone' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
    expect(api.writes('POST').at(-1)?.url).toBe(`${RUNS_PATH}/${preview.run._id}/sending/retry`);
  });

  it('says plainly that e-mails wait in the outbox while e-mail is not set up, on a phone too', async () => {
    setViewport('phone');
    const kept = buildSending([
      buildSendingItem('A-101', 'Ravi Kumar', 'kept', { invoiceNumber: '001' }),
      buildSendingItem('A-102', 'Sunita Shah', 'kept', { invoiceNumber: '002' }),
    ]);
    await openSend(publishedPreview(), { sending: { before: kept } });
    expect(
      await screen.findByText(
        'Queued: e-mail is not set up yet. 2 e-mails wait in the outbox and go out once e-mail is set up on the server.',
      ),
    ).toBeInTheDocument();
    expect(countChips()).toContain('Waiting for e-mail set-up: 2');
    const cards = screen.getByRole('list', { name: 'Bills sent' });
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent(
      /A-101\s*Waiting for e-mail set-up\s*Ravi Kumar\s*E-mail · bill 001/,
    );
    expect(screen.queryByRole('table', { name: 'Bills sent' })).not.toBeInTheDocument();
  });

  it('keeps Send closed until the run is published', async () => {
    const preview = buildPreview([buildRow('A-101', 'Ravi Kumar')]);
    storeSession(buildSession());
    stubBillingApi({ runs: [preview.run], previews: [preview] });
    renderApp(`/billing/${preview.run._id}`);
    await findHeading(`Billing run: ${preview.run.periodLabel}`);
    const steps = screen.getByRole('tablist', { name: 'Billing run steps' });
    expect(within(steps).queryByRole('tab', { name: /Send/ })).not.toBeInTheDocument();
  });
});
