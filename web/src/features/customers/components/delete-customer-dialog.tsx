import { flatLabel, type TCustomer } from '@domain/api/customers';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useNotify } from '../../../components/notifications';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomerDues } from '../api/get-customer-dues';
import { CustomerDuesWarning } from './customer-dues-warning';

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
  const dues = useCustomerDues(customer?._id, { enabled: open });
  const isChecking = open && dues.isFetching;

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
      warning={
        customer ? (
          <CustomerDuesWarning
            name={customer.name}
            dues={dues.data}
            isChecking={isChecking}
            failed={dues.isError}
          />
        ) : null
      }
      canConfirm={!isChecking}
      isPending={deleteCustomer.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
