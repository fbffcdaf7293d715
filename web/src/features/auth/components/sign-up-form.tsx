import { ZSignup } from '@domain/api/auth';
import { MIN_PASSWORD_LENGTH } from '@domain/api/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notifications';
import { PasswordField } from '../../../components/password-field';
import { useSignUp } from '../api/sign-up';

export function SignUpForm() {
  const navigate = useNavigate();
  const notify = useNotify();
  const signUp = useSignUp();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZSignup),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((account) =>
    signUp.mutate(account, {
      onSuccess: () => {
        // A new account has no business details yet, and every invoice needs them.
        notify.success('Welcome to Bahi! Set up your business profile.');
        void navigate('/settings', { replace: true });
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      {signUp.error ? <Alert severity="error">{signUp.error.message}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          required
          fullWidth
        />
      </Box>
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
      />
      <PasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="new-password"
        helperText={`At least ${MIN_PASSWORD_LENGTH} characters`}
        required
        fullWidth
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        label="Repeat Password"
        autoComplete="new-password"
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={signUp.isPending}>
        Sign Up
      </Button>
    </Stack>
  );
}
