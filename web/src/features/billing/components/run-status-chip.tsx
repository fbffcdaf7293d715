import type { TBillingRun } from '@domain/api/billing-runs';
import Chip from '@mui/material/Chip';
import { useText } from '../../../lib/text';
import { RUN_TEXT } from '../text/run-text';

const STATUS_LOOK: Record<
  TBillingRun['status'],
  { color: 'default' | 'warning' | 'success'; variant: 'outlined' | 'filled' }
> = {
  draft: { color: 'default', variant: 'outlined' },
  // A publish that stopped halfway: some bills are issued, publishing again finishes it.
  publishing: { color: 'warning', variant: 'filled' },
  published: { color: 'success', variant: 'filled' },
};

/** A run's state: a draft (nothing issued), publishing, or published (its bills issued). */
export function RunStatusChip({ status }: { status: TBillingRun['status'] }) {
  const text = useText(RUN_TEXT);
  const look = STATUS_LOOK[status];
  return (
    <Chip
      size="small"
      label={text.statuses[status]}
      color={look.color}
      variant={look.variant}
      sx={{ fontWeight: 700, borderRadius: 1.5, minWidth: 72 }}
    />
  );
}
