import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { TInvoice } from '../../../../../domain/api/invoices';
import { formatCalendarDate } from '../../../../../domain/format';
import { useNotify } from '../../../components/notifications';
import { formatInvoiceMoney } from '../../invoices';
import { useDeletePayment } from '../api/delete-payment';

export type PaymentRecord = TInvoice['paymentRecords'][number];

type DeletePaymentDialogProps = {
  open: boolean;
  invoiceId: string;
  /** Kept while the dialog closes, so its text does not vanish mid-animation. */
  payment: PaymentRecord | null;
  currency: string;
  onClose: () => void;
};

/** 'Delete this payment?': names the amount and the date, since two instalments may look alike. */
export function DeletePaymentDialog({
  open,
  invoiceId,
  payment,
  currency,
  onClose,
}: DeletePaymentDialogProps) {
  const notify = useNotify();
  const descriptionId = useId();
  const deletePayment = useDeletePayment(invoiceId);

  function confirm() {
    if (!payment) return;
    deletePayment.mutate(payment._id, {
      onSuccess: (message) => {
        notify.success(message);
        onClose();
      },
      // SPEC §8: the response's message, e.g. 'Payment not found' when another tab deleted it first.
      onError: (error) => {
        notify.error(error.message);
        onClose();
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={() => !deletePayment.isPending && onClose()}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>Delete this payment?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {payment
            ? `The payment of ${formatInvoiceMoney(payment.amountPaid, currency)} on ${formatCalendarDate(payment.datePaid)} (${payment.paymentMethod}) will be removed, and the invoice's amount received and balance recomputed.`
            : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* The safe choice has the focus, so Enter does not delete by accident. */}
        <Button variant="outlined" onClick={onClose} disabled={deletePayment.isPending} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={deletePayment.isPending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
