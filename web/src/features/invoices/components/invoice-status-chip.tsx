import Chip from '@mui/material/Chip';
import { statusColor } from '../../../../../domain/status';

/** The invoice's status in its colour (SPEC §4: Paid green, Partial blue, otherwise red), as the PDF has it. */
export function InvoiceStatusChip({ status }: { status: string }) {
  const color = statusColor(status);
  return (
    <Chip
      size="small"
      label={status}
      sx={{ fontWeight: 700, color: '#ffffff', bgcolor: color, borderRadius: 1.5, minWidth: 64 }}
    />
  );
}
