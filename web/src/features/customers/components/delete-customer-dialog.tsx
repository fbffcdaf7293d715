import { flatLabel, type TCustomer } from '@domain/api/customers';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useNotify } from '../../../components/notifications';
import { useText } from '../../../lib/text';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomerDues } from '../api/get-customer-dues';
import { CUSTOMERS_TEXT } from '../text/customers-text';
import { CustomerDuesWarning } from './customer-dues-warning';

type DeleteCustomerDialogProps = {
  open: boolean;
  /** Kept while the dialog closes, so its text does not vanish mid-animation. */
  customer: TCustomer | null;
  onClose: () => void;
  onDeleted: (customer: TCustomer) => void;
};

export function DeleteCustomerDialog({ open, customer, onClose, onDeleted }: DeleteCustomerDialogProps) {
  const text = useText(CUSTOMERS_TEXT);
  const notify = useNotify();
  const deleteCustomer = useDeleteCustomer();
  const dues = useCustomerDues(customer?._id, { enabled: open });
  const isChecking = open && dues.isFetching;

  function confirm() {
    if (!customer) return;
    deleteCustomer.mutate(customer._id, {
      onSuccess: () => {
        notify.success(text.deleted);
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
      title={text.deleteTitle}
      description={customer ? text.deleteQuestion(customer.name, flatLabel(customer)) : null}
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
