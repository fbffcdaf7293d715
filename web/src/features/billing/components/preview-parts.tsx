import { PREVIEW_FLAG_LABELS, type PreviewFlag, type TPreviewRow } from '@domain/api/billing-runs';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { billPath } from './billing-words';

/** The flags that may make a bill wrong are amber; the others are notes. */
export const FLAG_COLORS: Record<PreviewFlag, 'warning' | 'default'> = {
  no_area: 'warning',
  zero_amount: 'warning',
  no_contact: 'default',
  already_billed: 'default',
  bounce_charge: 'default',
  interest: 'default',
};

/** Why a flat's row deserves a look before publishing, one chip a reason. */
export function FlagChips({ flags, wrap = false }: { flags: TPreviewRow['flags']; wrap?: boolean }) {
  if (flags.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: wrap ? 'wrap' : 'nowrap' }}>
      {flags.map((flag) => (
        <Chip
          key={flag}
          size="small"
          variant="outlined"
          color={FLAG_COLORS[flag]}
          label={PREVIEW_FLAG_LABELS[flag]}
          sx={{ fontWeight: 600, borderRadius: 1.5 }}
        />
      ))}
    </Box>
  );
}

/** The flat's bill for the period, on the owner's invoice page. */
export function BillLink({ billed }: { billed: NonNullable<TPreviewRow['billed']> }) {
  return (
    <Link component={RouterLink} to={billPath(billed._id)} sx={{ fontWeight: 600 }}>
      {billed.invoiceNumber}
    </Link>
  );
}

/** A flat already billed for the period by another run or by hand: it is skipped, and shown grey. */
export function isSkipped(row: TPreviewRow): boolean {
  return row.flags.includes('already_billed');
}
