import type { TReminderClient } from '@domain/api/reminders';
import { formatCalendarDate } from '@domain/format';
import { formatPhone } from '@domain/phone';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useText } from '../../../lib/text';
import { REMINDERS_TEXT } from '../text/reminders-text';
import { isRecentlyReminded, lastReminderOf } from './reminder-plan';
import { CopyLinkButton, ShareOnWhatsAppButton } from './share-buttons';
import { formatTimeAgo } from './time-ago';

export type ReminderRowsProps = {
  clients: readonly TReminderClient[];
  selected: ReadonlySet<string>;
  onToggle: (clientId: string) => void;
  onToggleAll: (isChecked: boolean) => void;
  now: Date;
};

/** Whether every client, some or none are ticked: the state of a 'choose every client' box. */
export function allChosenState(clients: readonly TReminderClient[], selected: ReadonlySet<string>) {
  const chosen = clients.filter((client) => selected.has(client.clientId)).length;
  return {
    checked: chosen === clients.length && chosen > 0,
    indeterminate: chosen > 0 && chosen < clients.length,
  };
}

const WRAP = { overflowWrap: 'anywhere' } as const;

/** Where a reminder can reach the client: the address and number, or that there is none. */
export function ClientContacts({ client }: { client: TReminderClient }) {
  const text = useText(REMINDERS_TEXT);
  const parts = [client.email, client.phone ? formatPhone(client.phone) : null].filter(Boolean);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', ...WRAP }}>
      {parts.length > 0 ? parts.join(' · ') : text.noContacts}
    </Typography>
  );
}

/** What a reminder to them lists: each overdue invoice (a link to it) and its due date. */
export function OverdueBills({ client }: { client: TReminderClient }) {
  const text = useText(REMINDERS_TEXT);
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {client.invoices.map((invoice) => (
        <Typography component="li" variant="body2" key={invoice._id}>
          <Link component={RouterLink} to={`/auth/invoice/${encodeURIComponent(invoice._id)}`}>
            {`${invoice.type} ${invoice.invoiceNumber}`}
          </Link>
          {text.due(formatCalendarDate(invoice.dueDate))}
        </Typography>
      ))}
    </Box>
  );
}

/** The channels it would go by, in words: 'E-mail, WhatsApp', or why none. */
export function ReminderChannels({ client }: { client: TReminderClient }) {
  const text = useText(REMINDERS_TEXT);
  const names = client.channels.map((channel) => text.channels[channel]);
  return <>{names.length > 0 ? names.join(', ') : text.shareByHand}</>;
}

/** 'Reminded 3 h ago by e-mail' (highlighted within 24 hours), or 'Not reminded lately'. */
export function LastReminded({ client, now }: { client: TReminderClient; now: Date }) {
  const text = useText(REMINDERS_TEXT);
  const last = lastReminderOf(client);
  if (!last) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.notReminded}
      </Typography>
    );
  }
  const isRecent = isRecentlyReminded(client, now);
  return (
    <Typography
      variant="body2"
      sx={{ color: isRecent ? 'warning.dark' : 'text.secondary', fontWeight: isRecent ? 600 : 400 }}
    >
      {text.reminded(formatTimeAgo(last.at, now, text.timeAgo), text.channelNames[last.channel])}
    </Typography>
  );
}

/** Copy link and Share on WhatsApp for one client's reminder: to send it by hand. */
export function ReminderShareActions({
  client,
  isStacked = false,
}: {
  client: TReminderClient;
  isStacked?: boolean;
}) {
  const text = useText(REMINDERS_TEXT);
  return (
    <Box sx={{ display: 'flex', flexDirection: isStacked ? 'column' : 'row', justifyContent: 'flex-end' }}>
      <CopyLinkButton isIcon label={text.copyLinkFor(client.name)} url={client.link} />
      <ShareOnWhatsAppButton
        isIcon
        label={text.shareWith(client.name)}
        url={client.whatsappUrl}
        hasRecipient={client.phone !== null}
      />
    </Box>
  );
}
