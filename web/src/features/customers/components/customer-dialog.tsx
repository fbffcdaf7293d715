import type { TCustomer } from '@domain/api/customers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { useCreateCustomer } from '../api/create-customer';
import { useUpdateCustomer } from '../api/update-customer';
import { CUSTOMER_FORM_TEXT } from '../text/customer-form-text';
import { CustomerFields } from './customer-fields';
import {
  type CustomerFormOutput,
  type CustomerFormValues,
  customerEditFormSchema,
  customerFieldOf,
  customerFormDefaults,
  customerFormSchema,
  toCustomerChanges,
} from './customer-form-schema';

type CustomerDialogProps = {
  open: boolean;
  /** The customer being edited, or null for a new one. */
  customer: TCustomer | null;
  onClose: () => void;
  /** Told of the customer just added, e.g. so the invoice form can bill them at once. */
  onCreated?: (customer: TCustomer) => void;
};

/**
 * The New Customer and Edit Customer dialogs. Mount it afresh (a new `key`) for each opening:
 * the form and the last save's error belong to one opening only.
 */
export function CustomerDialog({ open, customer, onClose, onCreated }: CustomerDialogProps) {
  const text = useText(CUSTOMER_FORM_TEXT);
  const notify = useNotify();
  const createCustomer = useCreateCustomer();
  const updateCustomer = useUpdateCustomer();
  const save = customer ? updateCustomer : createCustomer;
  const isEditing = customer !== null;
  const resolver = useMemo(
    () => zodResolver(isEditing ? customerEditFormSchema(text.required) : customerFormSchema(text.required)),
    [isEditing, text],
  );
  const { control, handleSubmit, setError } = useForm<CustomerFormValues, unknown, CustomerFormOutput>({
    resolver,
    defaultValues: customerFormDefaults(customer),
  });

  function showFieldErrors(error: Error) {
    if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, customerFieldOf);
  }

  const submit = handleSubmit((values) => {
    if (!customer) {
      createCustomer.mutate(values, {
        onSuccess: (created) => {
          notify.success(text.added);
          onCreated?.(created);
          onClose();
        },
        onError: showFieldErrors,
      });
      return;
    }
    const changes = toCustomerChanges(values, customer);
    if (Object.keys(changes).length === 0) {
      notify.info(text.nothingChanged);
      onClose();
      return;
    }
    updateCustomer.mutate(
      { customerId: customer._id, changes },
      {
        onSuccess: () => {
          notify.success(text.updated);
          onClose();
        },
        onError: showFieldErrors,
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title={customer ? text.editTitle : text.newTitle}
      saveLabel={text.save}
      onSubmit={submit}
      isSaving={save.isPending}
      error={save.error}
      onClose={onClose}
    >
      <CustomerFields control={control} isEditing={isEditing} />
    </FormDialog>
  );
}
