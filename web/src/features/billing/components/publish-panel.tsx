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
import { plural } from './billing-text';
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
  return (
    <Button variant="outlined" color="error" startIcon={<UndoOutlinedIcon />} onClick={onUndo}>
      Undo publishing
    </Button>
  );
}

/**
 * Step 3: for a draft, what publishing will issue and the button that asks to confirm; for a
 * published run, how many bills it issued and where they are, and Undo.
 */
export function PublishPanel({ preview, onPublish, onUndo }: PublishPanelProps) {
  const { run, totals } = preview;
  const bills = plural(totals.flats, 'bill', 'bills');
  if (run.status === 'published') {
    const publishedOn = run.publishedAt ? toCalendarDate(run.publishedAt, DEFAULT_TIME_ZONE) : run.billDate;
    return (
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" sx={{ width: '100%' }}>
          <AlertTitle>{`${bills} published`}</AlertTitle>
          {run.periodLabel}, published on {formatCalendarDate(publishedOn)}.{' '}
          <Link component={RouterLink} to={invoicesPath(run.billDate)} sx={{ fontWeight: 600 }}>
            See them in the invoices list
          </Link>
          , or open each one from the preview.
        </Alert>
        <PreviewFigures preview={preview} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Published by mistake? Undo deletes these bills while none of them has a payment, and the run becomes
          a draft again.
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
          <AlertTitle>Publishing stopped before every bill was issued</AlertTitle>
          {plural(issued, 'bill is', 'bills are')} issued so far. Finish publishing to issue the rest: the
          bills already issued are kept.
        </Alert>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" startIcon={<PublishOutlinedIcon />} onClick={onPublish}>
            Finish publishing
          </Button>
          <UndoButton onUndo={onUndo} />
        </Box>
      </Stack>
    );
  }
  const flagged = flaggedText(preview);
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        Publishing issues {bills} for {run.periodLabel}, dated {formatCalendarDate(run.billDate)} and due{' '}
        {formatCalendarDate(run.dueDate)}, one per flat, numbered in flat order.
        {totals.flats < preview.rows.length
          ? ` ${plural(preview.rows.length - totals.flats, 'flat is', 'flats are')} already billed for the period and skipped.`
          : ''}
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
        {`Publish ${bills}`}
      </Button>
    </Stack>
  );
}
