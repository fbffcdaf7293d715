import type { TBillingRunPreview } from '@domain/api/billing-runs';
import { formatCalendarDate } from '@domain/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useText } from '../../../lib/text';
import { PUBLISH_TEXT, type PublishText } from '../text/publish-text';
import { rupees } from './billing-words';

type RunDialogProps = {
  preview: TBillingRunPreview;
  isPending: boolean;
  error: Error | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** What deserves a look before the bills go out: flats billed per sq.ft without an area, bills of 0. */
export function flaggedText({ flagCounts }: TBillingRunPreview, text: PublishText): string | null {
  const parts = [
    flagCounts.no_area > 0 && text.noArea(flagCounts.no_area),
    flagCounts.zero_amount > 0 && text.zeroBills(flagCounts.zero_amount),
  ].filter((part) => part !== false);
  return parts.length > 0 ? text.flagged(parts) : null;
}

/**
 * 'Publish 120 bills for November 2026?': how many, the total and the dates; while the server issues
 * them (a few seconds for a thousand flats) the dialog stays, with a progress bar.
 */
export function PublishDialog({ preview, isPending, error, onCancel, onConfirm }: RunDialogProps) {
  const text = useText(PUBLISH_TEXT);
  const descriptionId = useId();
  const { run, totals } = preview;
  const flagged = flaggedText(preview, text);
  // A publish that stopped halfway: the bills already issued are kept, the rest are issued now.
  const isResuming = run.status === 'publishing';
  const action = isResuming ? text.finishPublishing : text.publishBills(totals.flats);
  return (
    <Dialog
      open
      onClose={() => !isPending && onCancel()}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle>
        {isResuming ? text.finishTitle(run.periodLabel) : text.publishTitle(totals.flats, run.periodLabel)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {isResuming ? text.resuming : null}
          {text.totalling(totals.flats)}
          <strong>{rupees(totals.total)}</strong>
          {text.publishDetails(
            rupees(totals.gst),
            formatCalendarDate(run.billDate),
            formatCalendarDate(run.dueDate),
          )}
        </DialogContentText>
        {flagged && !isPending ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {flagged}
          </Alert>
        ) : null}
        {isPending ? (
          <Box sx={{ mt: 2.5 }}>
            <LinearProgress aria-label={text.publishingLabel} />
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {text.publishing(totals.flats)}
            </Typography>
          </Box>
        ) : null}
        {error && !isPending ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onCancel} disabled={isPending}>
          {text.cancel}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={isPending} disabled={totals.flats === 0}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Undo publishing?': the bills are deleted and the run is a draft again; the server refuses once a bill is in use. */
export function UndoDialog({ preview, isPending, error, onCancel, onConfirm }: RunDialogProps) {
  const text = useText(PUBLISH_TEXT);
  const { run, totals } = preview;
  return (
    <ConfirmDeleteDialog
      open
      title={text.undoTitle}
      description={text.undoText(totals.flats, run.periodLabel)}
      confirmLabel={text.undo}
      canConfirm={!error}
      isPending={isPending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.message}
        </Alert>
      ) : null}
    </ConfirmDeleteDialog>
  );
}
