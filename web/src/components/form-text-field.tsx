import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<Values extends FieldValues, Output> = Omit<
  TextFieldProps,
  'name' | 'value' | 'error'
> & {
  /** `Output` differs from `Values` when the schema turns text into something else (a typed number). */
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
};

/** A MUI text field bound to React Hook Form; the schema's message (the API's message too) shows below it. */
export function FormTextField<Values extends FieldValues, Output = Values>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={field.disabled || props.disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
