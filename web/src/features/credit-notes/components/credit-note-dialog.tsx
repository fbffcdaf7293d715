import type { TInvoiceCredits } from '@domain/api/credit-notes';
import type { TInvoice } from '@domain/api/invoices';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useText } from '../../../lib/text';
import { getInvoiceCreditsQueryOptions } from '../api/get-invoice-credits';
import { CREDIT_NOTES_TEXT } from '../credit-notes-text';
import { CreditNoteForm } from './credit-note-form';

export type CreditNoteDialogProps = {
  open: boolean;
  /** The bill as its owner sees it. */
  invoice: Pick<TInvoice, '_id' | 'invoiceNumber' | 'client'>;
  onClose: () => void;
};

/** The dialog while the bill's lines are read, or when they cannot be credited: only Close. */
function WaitingDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const text = useText(CREDIT_NOTES_TEXT);
  return (
    <Dialog open={open} onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="outlined" onClick={onClose}>
          {text.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Credit note against one bill. What is left to credit is read afresh at each opening (another note or
 * a payment may have changed it since the page was read), and the form waits for that answer; it then
 * keeps working from it, so the note issued (which refreshes the bill) changes nothing on screen while
 * the dialog closes. Mount it afresh (a new `key`) for each opening.
 */
export function CreditNoteDialog({ open, invoice, onClose }: CreditNoteDialogProps) {
  const text = useText(CREDIT_NOTES_TEXT);
  const credits = useQuery({ ...getInvoiceCreditsQueryOptions(invoice._id), refetchOnMount: 'always' });
  const [bill, setBill] = useState<TInvoiceCredits | null>(null);
  // Not a cached answer from before the opening: one read for it (or already under way when it opened).
  const isFresh = credits.data !== undefined && credits.isFetchedAfterMount;
  if (bill === null && isFresh && credits.data?.creditable) setBill(credits.data);

  if (bill) {
    return <CreditNoteForm open={open} credits={bill} clientName={invoice.client.name} onClose={onClose} />;
  }
  return (
    <WaitingDialog open={open} title={text.title(invoice.invoiceNumber)} onClose={onClose}>
      {credits.isError ? (
        <LoadFailed message={credits.error.message} onRetry={() => credits.refetch()} />
      ) : isFresh ? (
        <Alert severity="info">{text.nothingLeft}</Alert>
      ) : (
        <LoadingSpinner label={text.loadingLines} />
      )}
    </WaitingDialog>
  );
}
