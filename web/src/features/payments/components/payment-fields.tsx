import { PAYMENT_METHODS } from '@domain/constants';
import { currencySymbol } from '@domain/format';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';

type FieldProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  label: string;
};

/** The amount paid, typed as text with the currency's symbol before it; decimals from the phone's keypad. */
export function PaymentAmountField<Values extends FieldValues, Output>({
  control,
  label,
  currency,
}: FieldProps<Values, Output> & { currency: string }) {
  return (
    <FormTextField
      control={control}
      name={'amountPaid' as FieldPath<Values>}
      label={label}
      required
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: {
          startAdornment: <InputAdornment position="start">{currencySymbol(currency)}</InputAdornment>,
        },
      }}
    />
  );
}

/** How it was paid: one of the payment methods. */
export function PaymentMethodField<Values extends FieldValues, Output>({
  control,
  label,
}: FieldProps<Values, Output>) {
  return (
    <FormTextField
      control={control}
      name={'paymentMethod' as FieldPath<Values>}
      label={label}
      select
      fullWidth
    >
      {PAYMENT_METHODS.map((method) => (
        <MenuItem key={method} value={method}>
          {method}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
