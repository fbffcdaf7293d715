import {
  type TFlatTransferAnswer,
  type TFlatTransferValues,
  TRANSFER_IN_FUTURE_MESSAGE,
  ZFlatTransferInput,
} from '@domain/api/flat-transfers';
import { DEFAULT_TIME_ZONE, PAYMENT_METHODS, type PaymentMethod } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { formatCalendarDate, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDateField } from '../../../components/form-date-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { useTransferFlat } from '../api/transfer-flat';
import { PAYMENTS_TEXT, type PaymentsText } from '../payments-text';
import { PaymentMethodField } from './payment-fields';
import { DEFAULT_PAYMENT_METHOD } from './payment-form-schema';

type TransferFormValues = {
  date: string;
  name: string;
  email: string;
  phone: string;
  dues: 'carry' | 'settle';
  paymentMethod: PaymentMethod;
  reference: string;
};

/** The API's own rules; the date no later than today; a method only when the dues are settled. */
function transferFormSchema(today: string) {
  return z
    .object({
      date: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      dues: z.enum(['carry', 'settle']),
      paymentMethod: z.enum(PAYMENT_METHODS),
      reference: z.string(),
    })
    .transform((values, context): TFlatTransferValues => {
      const parsed = ZFlatTransferInput.safeParse({
        ...values,
        date: values.date || undefined,
        paymentMethod: values.dues === 'settle' ? values.paymentMethod : undefined,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom' });
        return z.NEVER;
      }
      if (parsed.data.date > today) {
        context.addIssue({ code: 'custom', path: ['date'], message: TRANSFER_IN_FUTURE_MESSAGE });
        return z.NEVER;
      }
      return parsed.data;
    });
}

const FIELDS = ['date', 'name', 'email', 'phone', 'dues', 'paymentMethod', 'reference'] as const;
const fieldOf = (path: string) => FIELDS.find((field) => field === path);

/** What the snackbar says the transfer did. */
function transferText({ transfer }: TFlatTransferAnswer, text: PaymentsText['transfer']): string {
  const date = formatCalendarDate(transfer.date);
  if (transfer.receiptNumber) return text.settled(transfer.to, date, transfer.from, transfer.receiptNumber);
  return transfer.balance > 0 ? text.carried(transfer.to, date) : text.transferred(transfer.to, date);
}

export type TransferFlatDialogProps = {
  open: boolean;
  customerId: string;
  /** The outgoing holder. */
  holder: string;
  /** What the flat owes now, in rupees. */
  dues: number;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
};

/**
 * A flat changes hands: the date, the new holder's name and contacts, and what happens to the dues
 * (carried by the new holder, or settled now by the outgoing one, with a receipt in their name).
 */
export function TransferFlatDialog({
  open,
  customerId,
  holder,
  dues,
  onClose,
  onChanged,
}: TransferFlatDialogProps) {
  const notify = useNotify();
  const text = useText(PAYMENTS_TEXT);
  const transfer = useTransferFlat(customerId, onChanged);
  const [today] = useState(() => todayIn(DEFAULT_TIME_ZONE, new Date()));
  const resolver = useMemo(() => zodResolver(transferFormSchema(today)), [today]);
  const { control, handleSubmit, setError } = useForm<TransferFormValues, unknown, TFlatTransferValues>({
    resolver,
    defaultValues: {
      date: today,
      name: '',
      email: '',
      phone: '',
      dues: 'carry',
      paymentMethod: DEFAULT_PAYMENT_METHOD,
      reference: '',
    },
  });
  const choice = useWatch({ control, name: 'dues' });

  const submit = handleSubmit((values) => {
    transfer.mutate(values, {
      onSuccess: (answer) => {
        notify.success(transferText(answer, text.transfer));
        onClose();
      },
      onError: (error) => {
        notify.failed(error);
        if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, fieldOf);
      },
    });
  });

  return (
    <FormDialog
      open={open}
      title={text.transfer.title}
      saveLabel={text.transfer.save}
      onSubmit={submit}
      isSaving={transfer.isPending}
      onClose={onClose}
      maxWidth="xs"
      intro={
        <DialogContentText sx={{ mb: 2.5 }}>
          {text.transfer.intro(holder, dues > 0 ? formatMoney(toPaise(dues)) : null)}
        </DialogContentText>
      }
      formSx={{ display: 'grid', gap: 2.5 }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <FormDateField control={control} name="date" label={text.transfer.date} maxDate={today} />
        <FormTextField control={control} name="name" label={text.transfer.name} required fullWidth />
        <FormTextField
          control={control}
          name="email"
          label={text.transfer.email}
          type="email"
          required
          fullWidth
        />
        <FormTextField control={control} name="phone" label={text.transfer.phone} fullWidth />
        {dues > 0 ? (
          <Controller
            control={control}
            name="dues"
            render={({ field }) => (
              <RadioGroup {...field} aria-label={text.transfer.dues}>
                <FormControlLabel value="carry" control={<Radio />} label={text.transfer.carry} />
                <FormControlLabel value="settle" control={<Radio />} label={text.transfer.settle(holder)} />
              </RadioGroup>
            )}
          />
        ) : null}
        {dues > 0 && choice === 'settle' ? (
          <>
            <PaymentMethodField control={control} label={text.transfer.paidBy} />
            <FormTextField control={control} name="reference" label={text.reference} fullWidth />
          </>
        ) : null}
      </LocalizationProvider>
    </FormDialog>
  );
}
