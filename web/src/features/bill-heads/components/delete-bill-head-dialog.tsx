import type { TBillHead } from '@domain/api/bill-heads';
import Alert from '@mui/material/Alert';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useNotify } from '../../../components/notifications';
import { useText } from '../../../lib/text';
import { useDeleteBillHead } from '../api/delete-bill-head';
import { BILL_HEADS_TEXT } from '../text/bill-heads-text';

type DeleteBillHeadDialogProps = {
  open: boolean;
  /** Kept while the dialog closes, so its text does not vanish mid-animation. */
  head: TBillHead | null;
  onClose: () => void;
};

/**
 * 'Delete bill head?'. A head another percentage is made of is refused by the server; its reason
 * stays in the dialog, where the owner is looking, and Delete is not offered again.
 */
export function DeleteBillHeadDialog({ open, head, onClose }: DeleteBillHeadDialogProps) {
  const notify = useNotify();
  const text = useText(BILL_HEADS_TEXT);
  const deleteBillHead = useDeleteBillHead();

  function confirm() {
    if (!head) return;
    deleteBillHead.mutate(head._id, {
      onSuccess: () => {
        notify.success(text.deleted(head.name));
        onClose();
      },
    });
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      title={text.deleteTitle}
      description={head ? text.deleteText(head.name) : null}
      warning={
        deleteBillHead.error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {deleteBillHead.error.message}
          </Alert>
        ) : null
      }
      canConfirm={!deleteBillHead.isError}
      isPending={deleteBillHead.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
