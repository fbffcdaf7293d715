import { ZSignup } from '@domain/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/notifications';
import { useText } from '../../../lib/text';
import { useSignUp } from '../api/sign-up';
import { AUTH_TEXT } from '../auth-text';
import { NewAccountFields } from './new-account-fields';

export function SignUpForm() {
  const navigate = useNavigate();
  const notify = useNotify();
  const signUp = useSignUp();
  const text = useText(AUTH_TEXT);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZSignup),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((account) =>
    signUp.mutate(account, {
      onSuccess: () => {
        // A new account has no business details yet, and every invoice needs them.
        notify.success(text.welcome);
        void navigate('/settings', { replace: true });
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      {signUp.error ? <Alert severity="error">{signUp.error.message}</Alert> : null}
      <NewAccountFields control={control} withEmail />
      <Button type="submit" variant="contained" size="large" fullWidth loading={signUp.isPending}>
        {text.signUpButton}
      </Button>
    </Stack>
  );
}
