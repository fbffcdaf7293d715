import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field';
import { useText } from '../../../lib/text';
import { PROFILE_TEXT } from '../profile-text';
import type { ProfileFormValues, SecretField as SecretFieldName } from './profile-form-schema';

type SecretFieldProps = {
  control: Control<ProfileFormValues>;
  setValue: UseFormSetValue<ProfileFormValues>;
  name: SecretFieldName;
  label: string;
  /** The checkbox that clears the saved value, e.g. 'Remove the saved key secret'. */
  removeLabel: string;
  isSet: boolean;
  helperText?: string;
};

/**
 * A write-only credential: the saved value never comes back, so the box starts empty.
 * Typing replaces it, blank keeps it, and 'Remove' clears it on save.
 */
export function SecretField({
  control,
  setValue,
  name,
  label,
  removeLabel,
  isSet,
  helperText,
}: SecretFieldProps) {
  const isRemoving = useWatch({ control, name: `removeSecrets.${name}` });
  const { form: text } = useText(PROFILE_TEXT);
  const placeholder = isRemoving ? text.secretRemoved : text.secretKept;
  return (
    <>
      <PasswordField
        control={control}
        name={name}
        label={label}
        fullWidth
        // Keeps the browser from filling in the sign-in password it has saved for this site.
        autoComplete="new-password"
        disabled={isRemoving}
        placeholder={isSet ? placeholder : undefined}
        helperText={helperText}
        slotProps={isSet ? { inputLabel: { shrink: true } } : undefined}
      />
      {isSet ? (
        <Controller
          control={control}
          name={`removeSecrets.${name}`}
          render={({ field }) => (
            <FormControlLabel
              label={removeLabel}
              slotProps={{ typography: { variant: 'body2' } }}
              control={
                <Checkbox
                  size="small"
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    if (event.target.checked) setValue(name, '', { shouldValidate: true });
                  }}
                />
              }
            />
          )}
        />
      ) : null}
    </>
  );
}
