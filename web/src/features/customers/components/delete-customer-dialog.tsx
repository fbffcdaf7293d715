import { flatLabel, type TCustomer } from '../../../../../domain/api/customers';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
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
    <ConfirmDeleteDialog
      open={open}
      title="Delete customer?"
      description={
        customer
          ? `Delete ${customer.name} (${flatLabel(customer)})? Invoices already issued keep their details.`
          : null
      }
      isPending={deleteCustomer.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
