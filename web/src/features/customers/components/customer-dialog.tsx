import type { TCustomer } from '@domain/api/customers';
import { zodResolver } from '@hookform/resolvers/zod';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useCreateCustomer } from '../api/create-customer';
import { useUpdateCustomer } from '../api/update-customer';
import { CustomerFields } from './customer-fields';
import {
  type CustomerFormOutput,
  type CustomerFormValues,
  customerFieldOf,
  customerFormDefaults,
  toCustomerChanges,
  ZCustomerEditForm,
  ZCustomerForm,
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
  const notify = useNotify();
  const formId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const createCustomer = useCreateCustomer();
  const updateCustomer = useUpdateCustomer();
  const save = customer ? updateCustomer : createCustomer;
  const { control, handleSubmit, setError } = useForm<CustomerFormValues, unknown, CustomerFormOutput>({
    resolver: zodResolver(customer ? ZCustomerEditForm : ZCustomerForm),
    defaultValues: customerFormDefaults(customer),
  });

  function showFieldErrors(error: Error) {
    if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, customerFieldOf);
  }

  const submit = handleSubmit((values) => {
    if (!customer) {
      createCustomer.mutate(values, {
        onSuccess: (created) => {
          notify.success('Customer added successfully');
          onCreated?.(created);
          onClose();
        },
        onError: showFieldErrors,
      });
      return;
    }
    const changes = toCustomerChanges(values, customer);
    if (Object.keys(changes).length === 0) {
      notify.info('Nothing has changed');
      onClose();
      return;
    }
    updateCustomer.mutate(
      { customerId: customer._id, changes },
      {
        onSuccess: () => {
          notify.success('Customer updated successfully');
          onClose();
        },
        onError: showFieldErrors,
      },
    );
  });

  function closeUnlessSaving(_event: unknown, reason: 'backdropClick' | 'escapeKeyDown') {
    // A click beside the dialog is too easily a slip and would throw away what was typed;
    // Escape and Cancel are deliberate.
    if (reason === 'backdropClick' || save.isPending) return;
    onClose();
  }

  return (
    <Dialog open={open} onClose={closeUnlessSaving} fullScreen={isPhone} fullWidth maxWidth="sm">
      <DialogTitle>{customer ? 'Edit Customer' : 'New Customer'}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={formId} noValidate onSubmit={submit}>
          <CustomerFields control={control} isEditing={customer !== null} />
        </Box>
      </DialogContent>
      {/* Outside the scrolling fields, so it is seen whatever part of the form is in view. */}
      {save.error ? (
        <Alert severity="error" sx={{ mx: 3, mt: 2 }}>
          {save.error.message}
        </Alert>
      ) : null}
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="outlined" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          loading={save.isPending}
          loadingPosition="start"
          startIcon={<SaveOutlinedIcon />}
        >
          Save Customer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
