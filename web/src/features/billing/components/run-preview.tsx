import type { TBillingRunPreview } from '@domain/api/billing-runs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useCan } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { PREVIEW_TEXT } from '../text/preview-text';
import { rupees } from './billing-words';
import { PreviewCards } from './preview-cards';
import { BlockTotals, type FlagFilter, FlagFilterChips, PreviewFigures } from './preview-summary';
import { PreviewTable } from './preview-table';
import { PreviewToolbar } from './preview-toolbar';
import { useTypedAmounts } from './use-typed-amounts';

type RunPreviewProps = { preview: TBillingRunPreview; isPhone: boolean };

/**
 * Every flat's bill before (or, once published, as) it is issued: the totals, a filter by flag, the
 * table (cards on a phone) and the totals per block. In a draft, heads typed per flat are typed here.
 */
export function RunPreview({ preview, isPhone }: RunPreviewProps) {
  const text = useText(PREVIEW_TEXT);
  const [filter, setFilter] = useState<FlagFilter>('all');
  const errorId = useId();
  const typed = useTypedAmounts(preview.run._id);
  // A draft's typed amounts are for those who keep the books; the committee reads them.
  const editable = useCan('keepBooks') && preview.run.status === 'draft';
  const rows = filter === 'all' ? preview.rows : preview.rows.filter((row) => row.flags.includes(filter));
  const refusals = Object.values(typed.errors);
  const hasTypedHeads = editable && preview.heads.some((head) => head.basis === 'typed');
  const Rows = isPhone ? PreviewCards : PreviewTable;
  const defaults = preview.heads
    .filter((head) => head.basis === 'typed' && head.defaultAmount !== null)
    .map((head) => text.headDefault(head.name, rupees(head.defaultAmount ?? 0)));
  return (
    <Stack spacing={2.5}>
      <PreviewFigures preview={preview} />
      <FlagFilterChips preview={preview} value={filter} onChange={setFilter} />
      <PreviewToolbar preview={preview} canUpload={hasTypedHeads} />
      {hasTypedHeads ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.typedHint(defaults)}
          {typed.isSaving ? text.saving : ''}
        </Typography>
      ) : null}
      {refusals.length > 0 ? (
        <Alert severity="error" id={errorId}>
          {refusals.map((refusal) => (
            <Box key={refusal.label}>{text.refusal(refusal.label, refusal.message)}</Box>
          ))}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
        {rows.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
            {text.noFlagged}
          </Typography>
        ) : (
          // A new filter starts at the top of its rows.
          <Rows
            key={filter}
            preview={preview}
            rows={rows}
            editable={editable}
            typed={typed}
            errorId={errorId}
          />
        )}
      </Paper>
      <BlockTotals preview={preview} isPhone={isPhone} />
    </Stack>
  );
}
