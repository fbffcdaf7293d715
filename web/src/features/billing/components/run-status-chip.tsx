import type { TBillingRun } from '@domain/api/billing-runs';
import Chip from '@mui/material/Chip';

const STATUS_LOOK: Record<
  TBillingRun['status'],
  { label: string; color: 'default' | 'warning' | 'success'; variant: 'outlined' | 'filled' }
> = {
  draft: { label: 'Draft', color: 'default', variant: 'outlined' },
  // A publish that stopped halfway: some bills are issued, publishing again finishes it.
  publishing: { label: 'Publishing', color: 'warning', variant: 'filled' },
  published: { label: 'Published', color: 'success', variant: 'filled' },
};

/** A run's state: a draft (nothing issued), publishing, or published (its bills issued). */
export function RunStatusChip({ status }: { status: TBillingRun['status'] }) {
  const look = STATUS_LOOK[status];
  return (
    <Chip
      size="small"
      label={look.label}
      color={look.color}
      variant={look.variant}
      sx={{ fontWeight: 700, borderRadius: 1.5, minWidth: 72 }}
    />
  );
}
