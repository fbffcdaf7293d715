import type { TOutboxMessage } from '@domain/api/messages';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { MESSAGES_TEXT } from '../text/messages-text';
import { formatInstant } from './format-instant';
import { MessageStatusChip } from './message-status-chip';

/** The kept note in English, as the tests read it. */
export const KEPT_NOTE = MESSAGES_TEXT.en.keptNote;

const WRAP = { overflowWrap: 'anywhere' } as const;

/** Why a message has not arrived yet, or never will: the provider's reason, the retry, or the kept note. */
function MessageOutcome({ message }: { message: TOutboxMessage }) {
  const text = useText(MESSAGES_TEXT);
  if (message.status === 'kept') {
    return (
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
        {text.keptNote}
      </Typography>
    );
  }
  if (!message.lastError) return null;
  const retry = message.status === 'queued' && message.nextAttemptAt;
  return (
    <Typography variant="body2" sx={{ mt: 0.5, color: 'error.main', ...WRAP }}>
      {text.reason(message.lastError)}
      {retry ? text.nextAttempt(formatInstant(retry)) : ''}
    </Typography>
  );
}

function MessageRow({ message }: { message: TOutboxMessage }) {
  const text = useText(MESSAGES_TEXT);
  const Icon = message.channel === 'email' ? EmailOutlinedIcon : WhatsAppIcon;
  const when = formatInstant(message.sentAt ?? message.createdAt);
  return (
    <ListItem
      divider
      sx={{ gap: 1.5, px: { xs: 2, sm: 3 }, alignItems: 'flex-start', '&:last-child': { borderBottom: 0 } }}
    >
      <Icon fontSize="small" sx={{ mt: 0.375, color: 'text.secondary' }} aria-hidden />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {/* A long address pushes the chip to the next line rather than being broken beside it. */}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            columnGap: 1.5,
          }}
        >
          <Typography sx={{ fontWeight: 600, minWidth: 0, ...WRAP }}>{message.recipient}</Typography>
          <MessageStatusChip status={message.status} />
        </Box>
        {message.subject ? (
          <Typography variant="body2" sx={WRAP}>
            {message.subject}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`${text.channels[message.channel]} · ${when} · ${text.attempts(message.attempts)}`}
        </Typography>
        <MessageOutcome message={message} />
      </Box>
    </ListItem>
  );
}

/** Outbox rows, newest first; one column of text and a status chip, so it reads the same on a phone. */
export function MessageList({ label, messages }: { label: string; messages: readonly TOutboxMessage[] }) {
  return (
    <List aria-label={label} disablePadding>
      {messages.map((message) => (
        <MessageRow key={message._id} message={message} />
      ))}
    </List>
  );
}
