import type { TAccountPaymentAnswer } from '@domain/api/ledger';
import { MAX_PAYMENT_NOTE_LENGTH } from '@domain/api/payments';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
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
import { usePayOnAccount } from '../api/flat-receipts';
import { PAYMENTS_TEXT, type PaymentsText } from '../payments-text';
import {
  type AccountPaymentFormOutput,
  type AccountPaymentFormValues,
  accountPaymentDefaults,
  accountPaymentFieldOf,
  accountPaymentFormSchema,
  MAX_REFERENCE_LENGTH,
} from './account-payment-form-schema';
import { PaymentAmountField, PaymentMethodField } from './payment-fields';

/** What the receipt did with the money, in one line: "R-003: ₹1,200.00 on arrears, ₹4,500.00 on 012, ₹300.00 advance". */
export function allocationText({ receipt }: TAccountPaymentAnswer, text: PaymentsText['onAccount']): string {
  const parts = [
    ...(receipt.openingPaid > 0 ? [text.onArrears(formatMoney(toPaise(receipt.openingPaid)))] : []),
    ...receipt.bills.map((bill) => text.onBill(formatMoney(toPaise(bill.amount)), bill.invoiceNumber)),
    ...(receipt.advance > 0 ? [text.advance(formatMoney(toPaise(receipt.advance)))] : []),
  ];
  return text.allocation(receipt.receiptNumber, parts.join(', '));
}

export type PayOnAccountDialogProps = {
  open: boolean;
  customerId: string;
  /** "Meera Iyer · Block C, Floor 3, Flat C-303". */
  flatName: string;
  /** What the flat owes now, in rupees: the amount's default. */
  dues: number;
  onClose: () => void;
  /** Refreshes what the page shows of the flat (its account in sums). */
  onChanged: () => Promise<unknown>;
};

/**
 * Money received for a flat rather than one bill: it pays the oldest dues first and the rest waits as
 * the flat's advance. Date, amount (the dues unless changed), method, reference (UTR, cheque number
 * and bank), who paid and a note. Mount it afresh (a new `key`) for each opening.
 */
export function PayOnAccountDialog({
  open,
  customerId,
  flatName,
  dues,
  onClose,
  onChanged,
}: PayOnAccountDialogProps) {
  const notify = useNotify();
  const text = useText(PAYMENTS_TEXT);
  const pay = usePayOnAccount(customerId, onChanged);
  const [today] = useState(() => todayIn(DEFAULT_TIME_ZONE, new Date()));
  const resolver = useMemo(() => zodResolver(accountPaymentFormSchema(today)), [today]);
  const { control, handleSubmit, setError } = useForm<
    AccountPaymentFormValues,
    unknown,
    AccountPaymentFormOutput
  >({
    resolver,
    defaultValues: accountPaymentDefaults(toPaise(dues)),
  });

  const submit = handleSubmit((payment) => {
    pay.mutate(payment, {
      onSuccess: (answer) => {
        notify.success(allocationText(answer, text.onAccount));
        onClose();
      },
      onError: (error) => {
        notify.failed(error);
        if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, accountPaymentFieldOf);
      },
    });
  });

  return (
    <FormDialog
      open={open}
      title={text.onAccount.title}
      saveLabel={text.onAccount.save}
      onSubmit={submit}
      isSaving={pay.isPending}
      onClose={onClose}
      maxWidth="xs"
      intro={
        <DialogContentText sx={{ mb: 2.5 }}>
          {text.onAccount.intro(flatName, formatMoney(toPaise(dues)))}
        </DialogContentText>
      }
      formSx={{ display: 'grid', gap: 2.5 }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <FormDateField control={control} name="datePaid" label={text.datePaid} maxDate={today} />
        <PaymentAmountField control={control} label={text.onAccount.amountPaid} currency="INR" />
        <PaymentMethodField control={control} label={text.onAccount.paymentMethod} />
        <FormTextField
          control={control}
          name="reference"
          label={text.reference}
          helperText={text.onAccount.referenceHint}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_REFERENCE_LENGTH } }}
        />
        <FormTextField
          control={control}
          name="paidBy"
          label={text.onAccount.paidBy}
          helperText={text.onAccount.paidByHint}
          fullWidth
        />
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
