import type { TOutboxMessage } from '@domain/api/messages';
import Chip from '@mui/material/Chip';

type Status = TOutboxMessage['status'];

/** Grey-blue while on its way, green once sent, red when given up on, grey when kept unsent. */
const LOOKS: Record<Status, { label: string; color: string; background: string }> = {
  queued: { label: 'Queued', color: '#334e68', background: '#e1e8f0' },
  sending: { label: 'Sending', color: '#334e68', background: '#e1e8f0' },
  sent: { label: 'Sent', color: '#ffffff', background: '#15803d' },
  failed: { label: 'Failed', color: '#ffffff', background: '#b91c1c' },
  kept: { label: 'Kept', color: '#3e4c59', background: '#eceff1' },
};

export function MessageStatusChip({ status }: { status: Status }) {
  const look = LOOKS[status];
  return (
    <Chip
      size="small"
      label={look.label}
      sx={{ fontWeight: 700, color: look.color, bgcolor: look.background, borderRadius: 1.5, minWidth: 64 }}
    />
  );
}
