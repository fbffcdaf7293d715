import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

const DAY_FORMAT = 'YYYY-MM-DD';

type PaymentDateFieldProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  /** The form's date field: 'datePaid' unless told. */
  name?: Path<Values>;
  label?: string;
  /** 'YYYY-MM-DD': the picker offers no earlier day. */
  minDate?: string;
  /** 'YYYY-MM-DD': the picker offers no later day. */
  maxDate: string;
};

/** A date picker holding 'YYYY-MM-DD', the calendar day the API speaks; a half-typed date holds ''. */
export function PaymentDateField<Values extends FieldValues, Output>({
  control,
  name = 'datePaid' as Path<Values>,
  label = 'Date Paid',
  minDate,
  maxDate,
}: PaymentDateFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DatePicker
      label={label}
      value={field.value ? dayjs(field.value) : null}
      format="DD/MM/YYYY"
      {...(minDate ? { minDate: dayjs(minDate) } : {})}
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
