import { type TReceipt, ZReversalInput } from '@domain/api/receipts';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { currencySymbol, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import InputAdornment from '@mui/material/InputAdornment';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDateField } from '../../../components/form-date-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useReverseReceipt } from '../api/flat-receipts';

type ReversalFormValues = { reversedOn: string; reason: string; bounceCharge: string };

const apiRules = ZReversalInput.shape;

/** The API's own rules, the charge typed as text ('' for none), and no date after today. */
function reversalFormSchema(today: string) {
  return z.object({
    reversedOn: z.string().superRefine((text, context) => {
      const parsed = apiRules.reversedOn.safeParse(text || undefined);
      if (!parsed.success)
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      else if (parsed.data > today)
        context.addIssue({ code: 'custom', message: 'The reversal date cannot be in the future' });
    }),
    reason: apiRules.reason.unwrap(),
    bounceCharge: z.string().transform((text, context) => {
      const plain = text.trim().replace(/,/g, '');
      const parsed = apiRules.bounceCharge.safeParse(plain === '' ? 0 : Number(plain));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      return parsed.data;
    }),
  });
}

const FIELDS = ['reversedOn', 'reason', 'bounceCharge'] as const;
const fieldOf = (path: string) => FIELDS.find((field) => field === path);

type ReverseReceiptDialogProps = {
  open: boolean;
  customerId: string;
  receipt: TReceipt;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
};

/**
 * Reverses a receipt whose money did not arrive (a bounced cheque): kept in the ledger as reversed,
 * what it paid owed again, and a bank's bounce charge, if any, put on the flat's next bill.
 */
export function ReverseReceiptDialog({
  open,
  customerId,
  receipt,
  onClose,
  onChanged,
}: ReverseReceiptDialogProps) {
  const notify = useNotify();
  const reverse = useReverseReceipt(customerId, onChanged);
  const [today] = useState(() => todayIn(DEFAULT_TIME_ZONE, new Date()));
  const resolver = useMemo(() => zodResolver(reversalFormSchema(today)), [today]);
  const { control, handleSubmit, setError } = useForm<
    ReversalFormValues,
    unknown,
    z.output<ReturnType<typeof reversalFormSchema>>
  >({
    resolver,
    defaultValues: {
      reversedOn: today,
      reason: receipt.paymentMethod === 'Cheque' ? 'Cheque bounced' : '',
      bounceCharge: '',
    },
  });

  const submit = handleSubmit((input) => {
    reverse.mutate(
      { receiptId: receipt._id, input },
      {
        onSuccess: () => {
          notify.success(
            `Receipt ${receipt.receiptNumber} reversed: its ${formatMoney(toPaise(receipt.amount))} is owed again`,
          );
          onClose();
        },
        onError: (error) => {
          notify.error(`Error: ${error.message}`);
          if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, fieldOf);
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title={`Reverse receipt ${receipt.receiptNumber}`}
      saveLabel="Reverse payment"
      onSubmit={submit}
      isSaving={reverse.isPending}
      onClose={onClose}
      maxWidth="xs"
      intro={
        <DialogContentText sx={{ mb: 2.5 }}>
          {`${formatMoney(toPaise(receipt.amount))} by ${[receipt.paymentMethod, receipt.reference].filter(Boolean).join(' ')}. It stays in the ledger as reversed; what it paid is owed again.`}
        </DialogContentText>
      }
      formSx={{ display: 'grid', gap: 2.5 }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <FormDateField
          control={control}
          name="reversedOn"
          label="Reversed on"
          minDate={receipt.datePaid}
          maxDate={today}
        />
        <FormTextField control={control} name="reason" label="Reason" fullWidth />
        <FormTextField
          control={control}
          name="bounceCharge"
          label="Bounce charge"
          helperText="What the bank charged; billed on the flat's next bill"
          fullWidth
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: {
              startAdornment: <InputAdornment position="start">{currencySymbol('INR')}</InputAdornment>,
            },
          }}
        />
      </LocalizationProvider>
    </FormDialog>
  );
}
