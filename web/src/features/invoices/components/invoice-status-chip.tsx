import { statusLabel } from '@domain/status';
import Chip from '@mui/material/Chip';
import { statusColor } from '../../../app/status-colors';

/**
 * The invoice's status in its colour (Paid green, Partial blue, otherwise red: app/status-colors.ts);
 * given the type, a quotation that is not paid reads 'Quotation', in grey (nothing is owed).
 */
export function InvoiceStatusChip({ status, type }: { status: string; type?: string }) {
  const label = type ? statusLabel(type, status) : status;
  return (
    <Chip
      size="small"
      label={label}
      sx={{ fontWeight: 700, color: '#ffffff', bgcolor: statusColor(label), borderRadius: 1.5, minWidth: 64 }}
    />
  );
}
