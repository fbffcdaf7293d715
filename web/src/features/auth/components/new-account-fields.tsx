import { MIN_PASSWORD_LENGTH } from '@domain/api/limits';
import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';
import { useText } from '../../../lib/text';
import { AUTH_TEXT } from '../auth-text';

type NewAccountValues = {
  firstName: string;
  lastName: string;
  email?: string;
  password: string;
  confirmPassword: string;
};

/**
 * A new account's fields: the person's name, the e-mail when it is not already known (an invitation
 * names it), and a password typed twice. Shared by Sign up and joining a team.
 */
export function NewAccountFields<Values extends NewAccountValues>({
  control,
  withEmail,
  autoFocus,
}: {
  control: Control<Values>;
  withEmail: boolean;
  autoFocus?: boolean;
}) {
  const fields = control as unknown as Control<NewAccountValues>;
  const text = useText(AUTH_TEXT);
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={fields}
          name="firstName"
          label={text.firstName}
          autoComplete="given-name"
          required
          fullWidth
          autoFocus={autoFocus}
        />
        <FormTextField
          control={fields}
          name="lastName"
          label={text.lastName}
          autoComplete="family-name"
          required
          fullWidth
        />
      </Box>
      {withEmail ? (
        <FormTextField
          control={fields}
          name="email"
          label={text.email}
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
      ) : null}
      <PasswordField
        control={fields}
        name="password"
        label={text.password}
        autoComplete="new-password"
        helperText={text.passwordHint(MIN_PASSWORD_LENGTH)}
        required
        fullWidth
      />
      <PasswordField
        control={fields}
        name="confirmPassword"
        label={text.repeatPassword}
        autoComplete="new-password"
        required
        fullWidth
      />
    </>
  );
}
