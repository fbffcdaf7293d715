import { REMINDER_FAILED_MESSAGE } from '@domain/api/messages';
import type { TReminderPreview } from '@domain/api/reminders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { deferredReply, type StubReply, sentBodies, stubApi } from '../../../test/stub-api';
import { buildMessage, messageList } from '../test/message-fixtures';
import { buildReminderClient, hoursAgo, reminderPreview } from '../test/reminder-fixtures';

const PREVIEW = 'GET /api/v2/reminders/preview';
const MESSAGES = 'GET /api/v2/messages?page=1&limit=50';
const EMAIL_PATH = '/api/v2/invoices/remainder/user-1';
const WHATSAPP_PATH = '/api/v2/invoices/warem/user-1';

const ravi = buildReminderClient();
const meena = buildReminderClient({
  clientId: 'c0000000-0000-4000-8000-000000000002',
  name: 'Meena Iyer',
  email: 'meena@example.com',
  phone: null,
  lastReminded: { email: hoursAgo(3), whatsapp: null },
});
const kiran = buildReminderClient({
  clientId: 'c0000000-0000-4000-8000-000000000003',
  name: 'Kiran Rao',
  email: null,
  phone: null,
  channels: [],
  whatsappUrl: 'https://wa.me/?text=Dear%20Kiran',
});

function openRemindersPage(
  replies: Record<string, StubReply> = {},
  preview: TReminderPreview = reminderPreview([kiran, meena, ravi]),
  path = '/overdue',
) {
  const fetchMock = stubApi({
    [PREVIEW]: { status: 200, body: preview },
    [MESSAGES]: {
      status: 200,
      body: messageList([
        buildMessage({
          kind: 'reminder',
          recipient: 'ravi@example.com',
          status: 'failed',
          lastError: 'Mailbox full',
        }),
        buildMessage({
          _id: 'a0000000-0000-4000-8000-000000000009',
          kind: 'invoice',
          recipient: 'x@example.com',
        }),
      ]),
    },
    ...replies,
  });
  return { ...renderApp(path), fetchMock };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Remind ${name}` });
const answer = (message: string, overrides = {}) => ({
  status: 200,
  body: { message, queued: 1, skipped: 0, recentlyReminded: 0, delivery: 'queued', ...overrides },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reminders page', () => {
  it('lists each client with bills, balance and last reminder, ticking all but the recently reminded', async () => {
    storeSession(buildSession());
    openRemindersPage();
    await findHeading('Reminders');
    const table = await screen.findByRole('table', { name: 'Clients to remind' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Kiran RaoNo e-mail or mobile number',
      'Meena Iyermeena@example.com',
      'Ravi Kulkarniravi@example.com · +91 98111 22233',
    ]);
    expect(rows[2]).toHaveTextContent('Invoice 004, due 15 Oct 2026');
    expect(rows[2]).toHaveTextContent('₹1,200.00');
    expect(rows[2]).toHaveTextContent('Not reminded lately');
    expect(rows[1]).toHaveTextContent('Reminded 3 h ago by e-mail');
    expect(rows[0]).toHaveTextContent('Share by hand');
    expect(checkbox('Ravi Kulkarni')).toBeChecked();
    expect(checkbox('Kiran Rao')).toBeChecked();
    expect(checkbox('Meena Iyer')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 chosen');
    const reminders = await screen.findByRole('list', { name: 'Recent reminders' });
    expect(within(reminders).getAllByRole('listitem')).toHaveLength(1);
    expect(reminders).toHaveTextContent('Reason: Mailbox full');
    expect(screen.queryByRole('button', { name: /via WhatsApp/ })).not.toBeInTheDocument();
  });

  it("asks 'Send 1 e-mail reminder?' naming who gets it and who has no e-mail, then sends the chosen clients", async () => {
    storeSession(buildSession());
    const held = deferredReply(answer('Reminder queued for 1 client (1 skipped: no e-mail)', { skipped: 1 }));
    const { user, fetchMock } = openRemindersPage({ [`POST ${EMAIL_PATH}`]: held.reply });
    await screen.findByRole('table', { name: 'Clients to remind' });
    await user.click(screen.getByRole('button', { name: 'Send Reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send 1 e-mail reminder?' });
    expect(within(dialog).getByRole('list', { name: 'Reminders to send' })).toHaveTextContent(
      'Ravi Kulkarniravi@example.com',
    );
    expect(dialog).toHaveTextContent('Left out, no e-mail address: Kiran Rao.');
    expect(fetchMock.mock.calls.filter(([url]) => url === EMAIL_PATH)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('button', { name: /Send/ })).toBeDisabled();
    held.release();
    expect(
      await screen.findByText('Reminder queued for 1 client (1 skipped: no e-mail)'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, EMAIL_PATH)).toEqual([
      { clientIds: [kiran.clientId, ravi.clientId], insist: false },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reminds a recently reminded client again only when the owner insists', async () => {
    storeSession(buildSession());
    const { user, fetchMock } = openRemindersPage({
      [`POST ${EMAIL_PATH}`]: answer('Reminders queued for 2 clients'),
    });
    await screen.findByRole('table', { name: 'Clients to remind' });
    await user.click(checkbox('Meena Iyer'));
    await user.click(screen.getByRole('button', { name: 'Send Reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send 1 e-mail reminder?' });
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Remind again the 1 client reminded by e-mail in the last 24 hours',
      }),
    );
    expect(dialog).toHaveAccessibleName('Send 2 e-mail reminders?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Reminders queued for 2 clients')).toBeInTheDocument();
    expect(sentBodies(fetchMock, EMAIL_PATH)).toEqual([
      { clientIds: [kiran.clientId, meena.clientId, ravi.clientId], insist: true },
    ]);
  });

  it('sends nothing when the owner cancels, and nothing at all with no client chosen', async () => {
    storeSession(buildSession());
    const { user, fetchMock } = openRemindersPage();
    await screen.findByRole('table', { name: 'Clients to remind' });
    await user.click(screen.getByRole('button', { name: 'Send Reminder' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    // Some chosen: the first click chooses every client, the next none.
    await user.click(screen.getByRole('checkbox', { name: 'Choose every client' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 of 3 chosen');
    await user.click(screen.getByRole('checkbox', { name: 'Choose every client' }));
    expect(screen.getByRole('status')).toHaveTextContent('0 of 3 chosen');
    expect(screen.getByRole('button', { name: 'Send Reminder' })).toBeDisabled();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('says e-mail is not set up, and shows the server’s words when the reminders only wait', async () => {
    storeSession(buildSession());
    const kept = 'Reminder queued for 1 client, but e-mail is not set up yet: it waits in the outbox';
    const { user } = openRemindersPage(
      { [`POST ${EMAIL_PATH}`]: answer(kept, { delivery: 'kept' }) },
      reminderPreview([ravi], { emailDelivery: 'kept' }),
    );
    expect(
      await screen.findByText(/E-mail is not set up yet: e-mail reminders wait in the outbox/),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send Reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send 1 e-mail reminder?' });
    expect(dialog).toHaveTextContent('these reminders will wait in the outbox');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(kept)).toBeInTheDocument();
  });

  it("copies a client's link and opens WhatsApp with their reminder, saying when there is no number", async () => {
    storeSession(buildSession());
    // user-event puts its own clipboard in place of the browser's.
    const { user } = openRemindersPage();
    await screen.findByRole('table', { name: 'Clients to remind' });
    await user.click(screen.getByRole('button', { name: 'Copy link for Ravi Kulkarni' }));
    expect(await navigator.clipboard.readText()).toBe(ravi.link);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    const share = screen.getByRole('link', { name: 'Share on WhatsApp with Ravi Kulkarni' });
    expect(share).toHaveAttribute('href', ravi.whatsappUrl);
    expect(share).toHaveAttribute('target', '_blank');
    const noNumber = screen.getByRole('link', { name: 'Share on WhatsApp with Kiran Rao' });
    expect(noNumber).toHaveAttribute('href', 'https://wa.me/?text=Dear%20Kiran');
    expect(noNumber).toHaveAccessibleDescription(
      'No mobile number for this client: WhatsApp will ask you to pick the contact',
    );
  });

  it("sends WhatsApp reminders with a token, and says 'An error occurred while sending the reminder.' without a reason", async () => {
    storeSession(buildSession({ userProfile: { tokenSet: true } }));
    const { user } = openRemindersPage({ [`POST ${WHATSAPP_PATH}`]: { status: 502, body: {} } });
    await screen.findByRole('table', { name: 'Clients to remind' });
    await user.click(screen.getByRole('button', { name: 'Send Reminder via WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send 1 WhatsApp reminder?' });
    expect(dialog).toHaveTextContent('Left out, no mobile number: Kiran Rao.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(REMINDER_FAILED_MESSAGE)).toBeInTheDocument();
  });

  it('opens the confirmation, not a send, when the speed-dial asks for it', async () => {
    storeSession(buildSession({ userProfile: { tokenSet: true } }));
    const { router, fetchMock } = openRemindersPage({}, undefined, '/overdue?send=whatsapp');
    expect(await screen.findByRole('dialog', { name: 'Send 1 WhatsApp reminder?' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('shows the failure and tries again on request', async () => {
    storeSession(buildSession());
    let calls = 0;
    openRemindersPage({
      [PREVIEW]: async () =>
        calls++ === 0
          ? Response.json({ message: 'Too many requests: try again in a minute' }, { status: 429 })
          : Response.json(reminderPreview([ravi])),
    });
    expect(await screen.findByText('Too many requests: try again in a minute')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Remind Ravi Kulkarni' })).toBeChecked();
  });

  it('says so when no client has an overdue invoice', async () => {
    storeSession(buildSession());
    openRemindersPage({}, reminderPreview([]));
    expect(
      await screen.findByText('No overdue invoices: nobody needs a reminder today.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reminder' })).toBeDisabled();
  });
});
