import { ZReset } from '@domain/api/auth';
import { MIN_PASSWORD_LENGTH } from '@domain/api/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useNotify } from '../../../components/notifications';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { homePathFor } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useResetPassword } from '../api/reset-password';
import { AUTH_TEXT } from '../auth-text';
import { AuthCard } from '../components/auth-card';
import { BackToSignIn } from '../components/back-to-sign-in';

/** The token comes from the link in the e-mail, so the form asks only for the password. */
const ZNewPasswordForm = ZReset.pick({ password: true });

/** A bad, used or expired token is refused with 400; only a new link helps then. */
function needsNewLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const reset = useResetPassword();
  const text = useText(AUTH_TEXT);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { password, token },
      {
        onSuccess: (session) => {
          notify.success(text.passwordChanged);
          void navigate(homePathFor(session), { replace: true });
        },
      },
    ),
  );

  return (
    <AuthCard title={text.resetTitle} description={text.resetText} footer={<BackToSignIn />}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        {reset.error ? (
          <Alert severity="error">
            {reset.error.message}
            {needsNewLink(reset.error) ? (
              <Box sx={{ mt: 1 }}>
                <Link component={RouterLink} to="/forgot" color="inherit" sx={{ fontWeight: 600 }}>
                  {text.requestNewLink}
                </Link>
              </Box>
            ) : null}
          </Alert>
        ) : null}
        <PasswordField
          control={control}
          name="password"
          label={text.newPassword}
          autoComplete="new-password"
          helperText={text.passwordHint(MIN_PASSWORD_LENGTH)}
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={reset.isPending}>
          {text.changePassword}
        </Button>
      </Stack>
    </AuthCard>
  );
}
