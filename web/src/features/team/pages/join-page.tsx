import { type TInvitationView, ZJoinWithAccount, ZJoinWithNewAccount } from '@domain/api/team';
import { ROLE_LABELS } from '@domain/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { PasswordField } from '../../../components/password-field';
import { PublicPage } from '../../../components/public-page';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { AuthCard } from '../../auth/components/auth-card';
import { NewAccountFields } from '../../auth/components/new-account-fields';
import { useInvitation, useJoin } from '../api/team-api';
import { TEAM_TEXT } from '../team-text';

type JoinFormProps = { token: string; invitation: TInvitationView };

function useJoined(invitation: TInvitationView) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { join: text } = useText(TEAM_TEXT);
  return () => {
    notify.success(text.welcome(invitation.businessName));
    void navigate('/dashboard', { replace: true });
  };
}

/** The invited address has an account: its password proves the invitation reached its owner. */
function JoinWithAccount({ token, invitation }: JoinFormProps) {
  const { join: text } = useText(TEAM_TEXT);
  const join = useJoin(token);
  const joined = useJoined(invitation);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZJoinWithAccount),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit((existing) =>
    join.mutate(
      { existing },
      {
        onSuccess: joined,
        onError: (error) => {
          if (error instanceof ApiError) {
            showServerFieldErrors(error.errors, setError, (path) => (path === 'password' ? path : undefined));
          }
        },
      },
    ),
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      {join.error && !(join.error instanceof ApiError && join.error.errors.length > 0) ? (
        <Alert severity="error">{join.error.message}</Alert>
      ) : null}
      <PasswordField
        control={control}
        name="password"
        label={text.password}
        autoComplete="current-password"
        helperText={text.passwordHelp(invitation.email)}
        required
        fullWidth
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={join.isPending}>
        {text.join(invitation.businessName)}
      </Button>
    </Stack>
  );
}

/** A new account for the invited address: a name and a password are all it needs. */
function JoinWithNewAccount({ token, invitation }: JoinFormProps) {
  const { join: text } = useText(TEAM_TEXT);
  const join = useJoin(token);
  const joined = useJoined(invitation);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZJoinWithNewAccount),
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit((created) => join.mutate({ created }, { onSuccess: joined }));
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      {join.error ? <Alert severity="error">{join.error.message}</Alert> : null}
      <NewAccountFields control={control} withEmail={false} autoFocus />
      <Button type="submit" variant="contained" size="large" fullWidth loading={join.isPending}>
        {text.createAndJoin}
      </Button>
    </Stack>
  );
}

/**
 * Where an invitation's link leads: who invites, as what, and the way in (the invited address's
 * password, or a new account for it). A link that has expired or was used says so, with a way on.
 */
export function JoinPage() {
  const { token = '' } = useParams();
  const text = useText(TEAM_TEXT);
  const invitationQuery = useInvitation(token);
  const invitation = invitationQuery.data;

  if (invitationQuery.isPending) {
    return (
      <PublicPage>
        <LoadingSpinner label={text.join.opening} />
      </PublicPage>
    );
  }
  if (!invitation) {
    return (
      <AuthCard
        title={text.join.unusable}
        description={invitationQuery.error?.message ?? text.join.notOpened}
        footer={
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
            {text.join.signIn}
          </Link>
        }
      >
        {null}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={text.join.title(invitation.businessName)}
      description={text.join.invitedAs(
        ROLE_LABELS[invitation.role],
        text.roleDuties[invitation.role],
        invitation.email,
      )}
    >
      {invitation.hasAccount ? (
        <JoinWithAccount token={token} invitation={invitation} />
      ) : (
        <JoinWithNewAccount token={token} invitation={invitation} />
      )}
    </AuthCard>
  );
}
