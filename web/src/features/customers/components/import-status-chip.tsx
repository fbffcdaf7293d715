import type { TImportRow } from '@domain/api/customer-import';
import Chip, { type ChipProps } from '@mui/material/Chip';

type Action = TImportRow['action'];

/** How each planned action is named and coloured, in the rows and in the summary alike. */
export const IMPORT_ACTION_STYLE: Record<Action, { label: string; color: ChipProps['color'] }> = {
  create: { label: 'New', color: 'success' },
  update: { label: 'Update', color: 'info' },
  unchanged: { label: 'Unchanged', color: 'default' },
  invalid: { label: 'Error', color: 'error' },
};

export function ImportStatusChip({ action }: { action: Action }) {
  const { label, color } = IMPORT_ACTION_STYLE[action];
  return (
    <Chip
      size="small"
      label={label}
      color={color}
      // Errors are filled so they stand out in a long page of rows.
      variant={action === 'invalid' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}
