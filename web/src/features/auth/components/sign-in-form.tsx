import { ZSignin } from '@domain/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notifications';
import { PasswordField } from '../../../components/password-field';
import { homePathFor } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useSignIn } from '../api/sign-in';
import { AUTH_TEXT } from '../auth-text';

export function SignInForm() {
  const navigate = useNavigate();
  const notify = useNotify();
  const signIn = useSignIn();
  const text = useText(AUTH_TEXT);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZSignin),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((credentials) =>
    signIn.mutate(credentials, {
      onSuccess: (session) => {
        // An ended plan is no success: the /expired page says what happened.
        if (session.userProfile.isEnabled) notify.success(text.signedIn);
        void navigate(homePathFor(session), { replace: true });
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      {signIn.error ? <Alert severity="error">{signIn.error.message}</Alert> : null}
      <FormTextField
        control={control}
        name="email"
        label={text.email}
        type="email"
        autoComplete="email"
        required
        fullWidth
      />
      <PasswordField
        control={control}
        name="password"
        label={text.password}
        autoComplete="current-password"
        required
        fullWidth
      />
      <Link component={RouterLink} to="/forgot" variant="body2" sx={{ alignSelf: 'flex-end' }}>
        {text.forgotten}
      </Link>
      <Button type="submit" variant="contained" size="large" fullWidth loading={signIn.isPending}>
        {text.signInButton}
      </Button>
    </Stack>
  );
}
