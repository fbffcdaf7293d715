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
import { useText } from '../../../lib/text';
import { useReverseReceipt } from '../api/flat-receipts';
import { PAYMENTS_TEXT } from '../payments-text';

type ReversalFormValues = { reversedOn: string; reason: string; bounceCharge: string };

const apiRules = ZReversalInput.shape;

/** The API's own rules, the charge typed as text ('' for none), and no date after today (`inFuture` says so). */
function reversalFormSchema(today: string, inFuture: string) {
  return z.object({
    reversedOn: z.string().superRefine((text, context) => {
      const parsed = apiRules.reversedOn.safeParse(text || undefined);
      if (!parsed.success)
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      else if (parsed.data > today) context.addIssue({ code: 'custom', message: inFuture });
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
  const text = useText(PAYMENTS_TEXT);
  const reverse = useReverseReceipt(customerId, onChanged);
  const [today] = useState(() => todayIn(DEFAULT_TIME_ZONE, new Date()));
  const inFuture = text.reverse.inFuture;
  const resolver = useMemo(() => zodResolver(reversalFormSchema(today, inFuture)), [today, inFuture]);
  const { control, handleSubmit, setError } = useForm<
    ReversalFormValues,
    unknown,
    z.output<ReturnType<typeof reversalFormSchema>>
  >({
    resolver,
    defaultValues: {
      reversedOn: today,
      reason: receipt.paymentMethod === 'Cheque' ? text.reverse.chequeBounced : '',
      bounceCharge: '',
    },
  });

  const submit = handleSubmit((input) => {
    reverse.mutate(
      { receiptId: receipt._id, input },
      {
        onSuccess: () => {
          notify.success(text.reverse.reversed(receipt.receiptNumber, formatMoney(toPaise(receipt.amount))));
          onClose();
        },
        onError: (error) => {
          notify.failed(error);
          if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, fieldOf);
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title={text.reverse.title(receipt.receiptNumber)}
      saveLabel={text.reverse.save}
      onSubmit={submit}
      isSaving={reverse.isPending}
      onClose={onClose}
      maxWidth="xs"
      intro={
        <DialogContentText sx={{ mb: 2.5 }}>
          {text.reverse.intro(
            formatMoney(toPaise(receipt.amount)),
            [receipt.paymentMethod, receipt.reference].filter(Boolean).join(' '),
          )}
        </DialogContentText>
      }
      formSx={{ display: 'grid', gap: 2.5 }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <FormDateField
          control={control}
          name="reversedOn"
          label={text.reverse.reversedOn}
          minDate={receipt.datePaid}
          maxDate={today}
        />
        <FormTextField control={control} name="reason" label={text.reverse.reason} fullWidth />
        <FormTextField
          control={control}
          name="bounceCharge"
          label={text.reverse.bounceCharge}
          helperText={text.reverse.bounceChargeHint}
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
