import { ZForgot } from '@domain/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import WifiOff from '@mui/icons-material/WifiOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { useText } from '../../../lib/text';
import { useForgotPassword } from '../api/forgot-password';
import { AUTH_TEXT } from '../auth-text';
import { AuthCard } from '../components/auth-card';
import { BackToSignIn } from '../components/back-to-sign-in';

function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** Three states: enter the e-mail, link sent, offline. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const text = useText(AUTH_TEXT);
  const [isOffline, setIsOffline] = useState(false);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZForgot),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((request) => {
    // The browser already knows it has no connection; a request would only fail more slowly.
    if (!navigator.onLine) {
      forgot.reset();
      setIsOffline(true);
      return;
    }
    setIsOffline(false);
    forgot.mutate(request);
  });

  if (forgot.isSuccess) {
    return (
      <AuthCard title={text.checkEmail} description={text.linkOnce} footer={<BackToSignIn />}>
        <Alert severity="success">{forgot.data.message}</Alert>
        <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
          {text.noEmailBefore}{' '}
          <Link component="button" type="button" variant="body2" onClick={() => forgot.reset()}>
            {text.tryAnotherAddress}
          </Link>
        </Typography>
      </AuthCard>
    );
  }

  const isNetworkDown = isOffline || isNetworkFailure(forgot.error);
  return (
    <AuthCard title={text.forgotTitle} description={text.forgotText} footer={<BackToSignIn />}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        {isNetworkDown ? (
          <Alert severity="warning" icon={<WifiOff />}>
            {text.checkConnection}
          </Alert>
        ) : forgot.error ? (
          <Alert severity="error">{forgot.error.message}</Alert>
        ) : null}
        <FormTextField
          control={control}
          name="email"
          label={text.email}
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={forgot.isPending}>
          {text.sendResetLink}
        </Button>
      </Stack>
    </AuthCard>
  );
}
