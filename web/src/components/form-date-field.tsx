import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { usePickerDay } from './picker-day';

type FormDateFieldProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  /** 'YYYY-MM-DD': the picker offers no earlier day. Left out or '' (an empty field it follows): no bound. */
  minDate?: string | undefined;
  /** 'YYYY-MM-DD': the picker offers no later day. Left out or '': no bound. */
  maxDate?: string | undefined;
  /** Shown under the field while it has no error: what the day is for, or what an empty box means. */
  hint?: string;
  /** An × in the box that empties it, for a day the form may leave out. */
  isClearable?: boolean;
  size?: 'small' | 'medium';
};

/**
 * A date picker bound to React Hook Form, holding 'YYYY-MM-DD', the calendar day the API speaks; a
 * half-typed date holds ''. Its form puts it inside a LocalizationProvider (loaded with the dialog).
 */
export function FormDateField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  minDate,
  maxDate,
  hint,
  isClearable = false,
  size = 'medium',
}: FormDateFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const picker = usePickerDay(field.value, field.onChange);
  return (
    <DatePicker
      label={label}
      value={picker.value}
      format="DD/MM/YYYY"
      {...(minDate ? { minDate: dayjs(minDate) } : {})}
      {...(maxDate ? { maxDate: dayjs(maxDate) } : {})}
      onChange={picker.onChange}
      slotProps={{
        field: { clearable: isClearable },
        textField: {
          size,
          name: field.name,
          onBlur: field.onBlur,
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message ?? hint,
          fullWidth: true,
        },
      }}
    />
  );
}
