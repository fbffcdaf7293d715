import type { TBillingRunPreview } from '@domain/api/billing-runs';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { toCalendarDate } from '@domain/dates';
import { formatCalendarDate } from '@domain/format';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useText } from '../../../lib/text';
import { PUBLISH_TEXT } from '../text/publish-text';
import { isSkipped } from './preview-parts';
import { PreviewFigures } from './preview-summary';
import { flaggedText } from './publish-dialogs';

type PublishPanelProps = {
  preview: TBillingRunPreview;
  onPublish: () => void;
  onUndo: () => void;
};

/** The invoices list showing the month the bills are dated in. */
function invoicesPath(billDate: string): string {
  return `/invoices?month=${billDate.slice(0, 7)}`;
}

function UndoButton({ onUndo }: { onUndo: () => void }) {
  const text = useText(PUBLISH_TEXT);
  return (
    <Button variant="outlined" color="error" startIcon={<UndoOutlinedIcon />} onClick={onUndo}>
      {text.undo}
    </Button>
  );
}

/**
 * Step 3: for a draft, what publishing will issue and the button that asks to confirm; for a
 * published run, how many bills it issued and where they are, and Undo.
 */
export function PublishPanel({ preview, onPublish, onUndo }: PublishPanelProps) {
  const text = useText(PUBLISH_TEXT);
  const { run, totals } = preview;
  if (run.status === 'published') {
    const publishedOn = run.publishedAt ? toCalendarDate(run.publishedAt, DEFAULT_TIME_ZONE) : run.billDate;
    return (
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" sx={{ width: '100%' }}>
          <AlertTitle>{text.published(totals.flats)}</AlertTitle>
          {text.publishedOn(run.periodLabel, formatCalendarDate(publishedOn))}{' '}
          <Link component={RouterLink} to={invoicesPath(run.billDate)} sx={{ fontWeight: 600 }}>
            {text.seeInvoices}
          </Link>
          {text.orOpenEach}
        </Alert>
        <PreviewFigures preview={preview} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.byMistake}
        </Typography>
        <UndoButton onUndo={onUndo} />
      </Stack>
    );
  }
  if (run.status === 'publishing') {
    const issued = preview.rows.filter((row) => row.billed && !isSkipped(row)).length;
    return (
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning" sx={{ width: '100%' }}>
          <AlertTitle>{text.stopped}</AlertTitle>
          {text.issuedSoFar(issued)}
        </Alert>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" startIcon={<PublishOutlinedIcon />} onClick={onPublish}>
            {text.finishPublishing}
          </Button>
          <UndoButton onUndo={onUndo} />
        </Box>
      </Stack>
    );
  }
  const flagged = flaggedText(preview, text);
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        {text.draftIntro(
          totals.flats,
          run.periodLabel,
          formatCalendarDate(run.billDate),
          formatCalendarDate(run.dueDate),
        )}
        {totals.flats < preview.rows.length ? text.skipped(preview.rows.length - totals.flats) : ''}
      </Typography>
      <PreviewFigures preview={preview} />
      {flagged ? (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {flagged}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        startIcon={<PublishOutlinedIcon />}
        onClick={onPublish}
        disabled={totals.flats === 0}
      >
        {text.publishBills(totals.flats)}
      </Button>
    </Stack>
  );
}
