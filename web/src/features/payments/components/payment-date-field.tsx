import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { type Control, useController } from 'react-hook-form';
import type { PaymentFormOutput, PaymentFormValues } from './payment-form-schema';

const DAY_FORMAT = 'YYYY-MM-DD';

type PaymentDateFieldProps = {
  control: Control<PaymentFormValues, unknown, PaymentFormOutput>;
  /** 'YYYY-MM-DD': the picker offers no later day. */
  maxDate: string;
};

/** 'Date Paid': a date picker holding 'YYYY-MM-DD', the calendar day the API speaks; a half-typed date holds ''. */
export function PaymentDateField({ control, maxDate }: PaymentDateFieldProps) {
  const { field, fieldState } = useController({ control, name: 'datePaid' });
  return (
    <DatePicker
      label="Date Paid"
      value={field.value ? dayjs(field.value) : null}
      format="DD/MM/YYYY"
      maxDate={dayjs(maxDate)}
      onChange={(day) => field.onChange(day?.isValid() ? day.format(DAY_FORMAT) : '')}
      slotProps={{
        textField: {
          name: field.name,
          onBlur: field.onBlur,
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message,
          fullWidth: true,
        },
      }}
    />
  );
}
