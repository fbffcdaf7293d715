import type { TInvoice } from '@domain/api/invoices';
import { formatCalendarDate } from '@domain/format';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useNotify } from '../../../components/notifications';
import { useText } from '../../../lib/text';
import { formatInvoiceMoney } from '../../invoices';
import { useDeletePayment } from '../api/delete-payment';
import { PAYMENTS_TEXT } from '../payments-text';

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
  const text = useText(PAYMENTS_TEXT);
  const deletePayment = useDeletePayment(invoiceId);

  function confirm() {
    if (!payment) return;
    deletePayment.mutate(payment._id, {
      onSuccess: (message) => {
        notify.success(message);
        onClose();
      },
      // The response's message, e.g. 'Payment not found' when another tab deleted it first.
      onError: (error) => {
        notify.error(error.message);
        onClose();
      },
    });
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      title={text.delete.title}
      description={
        payment
          ? text.delete.description(
              formatInvoiceMoney(payment.amountPaid, currency),
              formatCalendarDate(payment.datePaid),
              payment.paymentMethod,
            )
          : null
      }
      isPending={deletePayment.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
