import type { TInvoice } from '@domain/api/invoices';
import { MAX_PAYMENT_NOTE_LENGTH } from '@domain/api/payments';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { formatMoney } from '@domain/format';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { useRecordPayment } from '../api/record-payment';
import { PAYMENTS_TEXT } from '../payments-text';
import { PaymentAmountField, PaymentMethodField } from './payment-fields';
import {
  balanceOf,
  type PaymentFormOutput,
  type PaymentFormValues,
  paymentFieldOf,
  paymentFormDefaults,
  paymentFormSchema,
} from './payment-form-schema';

export type RecordPaymentDialogProps = {
  open: boolean;
  /** The invoice as its owner sees it; the balance due bounds the amount. */
  invoice: TInvoice;
  onClose: () => void;
};

/**
 * The Record Payment dialog: date, amount (the balance due unless changed), method and note.
 * Mount it afresh (a new `key`) for each opening: the form belongs to one opening only.
 */
export function RecordPaymentDialog({ open, invoice, onClose }: RecordPaymentDialogProps) {
  const notify = useNotify();
  const text = useText(PAYMENTS_TEXT);
  const record = useRecordPayment(invoice._id);
  // Today in the business's zone, as the server reads it, fixed for this opening.
  const [today] = useState(() => todayIn(DEFAULT_TIME_ZONE, new Date()));
  const balance = balanceOf(invoice);
  const { currency } = invoice;
  const resolver = useMemo(
    () => zodResolver(paymentFormSchema({ balance, currency, today })),
    [balance, currency, today],
  );
  const { control, handleSubmit, setError } = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    resolver,
    defaultValues: paymentFormDefaults(balance),
  });

  const submit = handleSubmit((payment) => {
    record.mutate(payment, {
      onSuccess: () => {
        notify.success(text.record.recorded);
        onClose();
      },
      onError: (error) => {
        notify.failed(error);
        if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, paymentFieldOf);
      },
    });
  });

  return (
    <FormDialog
      open={open}
      title={text.record.title}
      saveLabel={text.record.save}
      onSubmit={submit}
      isSaving={record.isPending}
      onClose={onClose}
      maxWidth="xs"
      intro={
        <DialogContentText sx={{ mb: 2.5 }}>
          {text.record.intro(invoice.client.name, invoice.invoiceNumber, formatMoney(balance, currency))}
        </DialogContentText>
      }
      formSx={{ display: 'grid', gap: 2.5 }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <FormDateField control={control} name="datePaid" label={text.datePaid} maxDate={today} />
        <PaymentAmountField control={control} label={text.record.amountPaid} currency={currency} />
        <PaymentMethodField control={control} label={text.record.paymentMethod} />
        <FormTextField
          control={control}
          name="note"
          label={text.note}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_PAYMENT_NOTE_LENGTH } }}
        />
      </LocalizationProvider>
    </FormDialog>
  );
}
