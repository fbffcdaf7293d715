import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { flatLabel, type TCustomer } from '../../../../../domain/api/customers';
import { useNotify } from '../../../components/notifications';
import { useDeleteCustomer } from '../api/delete-customer';

type DeleteCustomerDialogProps = {
  open: boolean;
  /** Kept while the dialog closes, so its text does not vanish mid-animation. */
  customer: TCustomer | null;
  onClose: () => void;
  onDeleted: (customer: TCustomer) => void;
};

export function DeleteCustomerDialog({ open, customer, onClose, onDeleted }: DeleteCustomerDialogProps) {
  const notify = useNotify();
  const descriptionId = useId();
  const deleteCustomer = useDeleteCustomer();

  function confirm() {
    if (!customer) return;
    deleteCustomer.mutate(customer._id, {
      onSuccess: () => {
        notify.success('Customer deleted successfully');
        onDeleted(customer);
      },
      onError: (error) => {
        notify.error(error.message);
        onClose();
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={() => !deleteCustomer.isPending && onClose()}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>Delete customer?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {customer
            ? `Delete ${customer.name} (${flatLabel(customer)})? Invoices already issued keep their details.`
            : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* The safe choice has the focus, so Enter does not delete by accident. */}
        <Button variant="outlined" onClick={onClose} disabled={deleteCustomer.isPending} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={deleteCustomer.isPending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
