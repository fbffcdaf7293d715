import type { TImportRow } from '@domain/api/customer-import';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useText } from '../../../lib/text';
import { IMPORT_TEXT } from '../text/import-text';

type Action = TImportRow['action'];

/** How each planned action is coloured, in the rows and in the summary alike (its name: the catalogue's). */
export const IMPORT_ACTION_COLOR: Record<Action, ChipProps['color']> = {
  create: 'success',
  update: 'info',
  unchanged: 'default',
  invalid: 'error',
};

export function ImportStatusChip({ action }: { action: Action }) {
  const text = useText(IMPORT_TEXT);
  return (
    <Chip
      size="small"
      label={text.statuses[action]}
      color={IMPORT_ACTION_COLOR[action]}
      // Errors are filled so they stand out in a long page of rows.
      variant={action === 'invalid' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}
