import type { TOutboxMessage } from '@domain/api/messages';
import Chip from '@mui/material/Chip';
import { useText } from '../../../lib/text';
import { MESSAGES_TEXT } from '../text/messages-text';

type Status = TOutboxMessage['status'];

/** Grey-blue while on its way, green once sent, red when given up on, grey when kept unsent. */
const LOOKS: Record<Status, { color: string; background: string }> = {
  queued: { color: '#334e68', background: '#e1e8f0' },
  sending: { color: '#334e68', background: '#e1e8f0' },
  sent: { color: '#ffffff', background: '#15803d' },
  failed: { color: '#ffffff', background: '#b91c1c' },
  kept: { color: '#3e4c59', background: '#eceff1' },
};

export function MessageStatusChip({ status }: { status: Status }) {
  const text = useText(MESSAGES_TEXT);
  const look = LOOKS[status];
  return (
    <Chip
      size="small"
      label={text.statuses[status]}
      sx={{ fontWeight: 700, color: look.color, bgcolor: look.background, borderRadius: 1.5, minWidth: 64 }}
    />
  );
}
