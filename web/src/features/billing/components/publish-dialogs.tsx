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
import { plural, rupees } from './billing-text';

type RunDialogProps = {
  preview: TBillingRunPreview;
  isPending: boolean;
  error: Error | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** What deserves a look before the bills go out: flats billed per sq.ft without an area, bills of 0. */
export function flaggedText({ flagCounts }: TBillingRunPreview): string | null {
  const parts = [
    flagCounts.no_area > 0 && `${plural(flagCounts.no_area, 'flat has', 'flats have')} no area`,
    flagCounts.zero_amount > 0 && `${plural(flagCounts.zero_amount, 'bill is', 'bills are')} 0`,
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(' and ')}: check them in the preview, or publish anyway.` : null;
}

/**
 * 'Publish 120 bills for November 2026?': how many, the total and the dates; while the server issues
 * them (a few seconds for a thousand flats) the dialog stays, with a progress bar.
 */
export function PublishDialog({ preview, isPending, error, onCancel, onConfirm }: RunDialogProps) {
  const descriptionId = useId();
  const { run, totals } = preview;
  const bills = plural(totals.flats, 'bill', 'bills');
  const flagged = flaggedText(preview);
  // A publish that stopped halfway: the bills already issued are kept, the rest are issued now.
  const isResuming = run.status === 'publishing';
  const action = isResuming ? 'Finish publishing' : `Publish ${bills}`;
  return (
    <Dialog
      open
      onClose={() => !isPending && onCancel()}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle>
        {isResuming ? `Finish publishing ${run.periodLabel}?` : `Publish ${bills} for ${run.periodLabel}?`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {isResuming ? 'The bills already issued are kept and the rest are issued now: in all, ' : null}
          {bills} totalling <strong>{rupees(totals.total)}</strong> (GST {rupees(totals.gst)} included), dated{' '}
          {formatCalendarDate(run.billDate)} and due {formatCalendarDate(run.dueDate)}. They are numbered in
          flat order and appear in the invoices list at once. You can undo publishing while no bill has a
          payment.
        </DialogContentText>
        {flagged && !isPending ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {flagged}
          </Alert>
        ) : null}
        {isPending ? (
          <Box sx={{ mt: 2.5 }}>
            <LinearProgress aria-label="Publishing bills" />
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              Publishing {bills}… this can take a few seconds.
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
          Cancel
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
  const { run, totals } = preview;
  return (
    <ConfirmDeleteDialog
      open
      title="Undo publishing?"
      description={`The ${plural(totals.flats, 'bill', 'bills')} of ${run.periodLabel} are deleted and the run becomes a draft again. Not possible once a bill has a payment, an online payment, a message sent or a late-fee invoice.`}
      confirmLabel="Undo publishing"
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
