import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';

type ConfirmDeleteDialogProps = {
  open: boolean;
  title: string;
  /** What will be removed, named so the owner knows which one. */
  description: ReactNode;
  /** What the owner should know before deciding (money still owed), shown above the description. */
  warning?: ReactNode;
  /** Below the description: why the last attempt was refused. */
  children?: ReactNode;
  /** The confirming button's words: 'Delete' unless the removal has its own name ('Undo publishing'). */
  confirmLabel?: string;
  /** False while that is still being found out: Delete waits for it. */
  canConfirm?: boolean;
  /** While the deletion runs the dialog stays, and cannot be dismissed. */
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * 'Delete …?' with Cancel and Delete, for anything the owner removes (a customer, a payment, a
 * published run's bills).
 */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  warning,
  children,
  confirmLabel,
  canConfirm = true,
  isPending,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const descriptionId = useId();
  const text = useText(COMPONENTS_TEXT);
  return (
    <Dialog
      open={open}
      onClose={() => !isPending && onCancel()}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {warning}
        <DialogContentText id={descriptionId}>{description}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* The safe choice has the focus, so Enter does not delete by accident. */}
        <Button variant="outlined" onClick={onCancel} disabled={isPending} autoFocus>
          {text.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          loading={isPending}
          disabled={!canConfirm}
        >
          {confirmLabel ?? text.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
