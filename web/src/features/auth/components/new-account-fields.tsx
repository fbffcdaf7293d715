import { MIN_PASSWORD_LENGTH } from '@domain/api/limits';
import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';

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
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={fields}
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          required
          fullWidth
          autoFocus={autoFocus}
        />
        <FormTextField
          control={fields}
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          required
          fullWidth
        />
      </Box>
      {withEmail ? (
        <FormTextField
          control={fields}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
      ) : null}
      <PasswordField
        control={fields}
        name="password"
        label="Password"
        autoComplete="new-password"
        helperText={`At least ${MIN_PASSWORD_LENGTH} characters`}
        required
        fullWidth
      />
      <PasswordField
        control={fields}
        name="confirmPassword"
        label="Repeat Password"
        autoComplete="new-password"
        required
        fullWidth
      />
    </>
  );
}
