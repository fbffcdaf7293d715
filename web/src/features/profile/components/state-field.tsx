import { gstinStateCode } from '@domain/gstin';
import TextField from '@mui/material/TextField';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { gstStateOptions } from '../../../components/gst-state-options';
import { useText } from '../../../lib/text';
import { PROFILE_TEXT } from '../profile-text';
import type { ProfileFormValues } from './profile-form-schema';

/**
 * The state the business supplies from, which decides where its bills are supplied. A GSTIN says it in
 * its first two digits, so with one the box shows that state and cannot be changed; without one the
 * owner chooses it.
 */
export function StateField({ control }: { control: Control<ProfileFormValues> }) {
  const { form: text } = useText(PROFILE_TEXT);
  const gstin = useWatch({ control, name: 'gstno' }) ?? '';
  const fromGstin = gstinStateCode(gstin);
  return (
    <Controller
      control={control}
      name="state"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={text.state}
          name={field.name}
          inputRef={field.ref}
          value={fromGstin ?? field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={fromGstin !== undefined}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? (fromGstin ? text.stateFromGstin : text.stateHelp)}
        >
          {gstStateOptions(text.stateNotChosen)}
        </TextField>
      )}
    />
  );
}
