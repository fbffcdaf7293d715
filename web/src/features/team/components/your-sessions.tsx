import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { formatInstant } from '../../../lib/format-instant';
import { logout } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useEndSession, useSessions, useSignInAlerts } from '../api/team-api';
import { TEAM_TEXT } from '../team-text';

/**
 * The signed-in person's own sessions (device, address, business, last use), each of which they may
 * end (this one signs them out here), and whether a sign-in on a new device sends an e-mail.
 */
export function YourSessions({ userId }: { userId: string }) {
  const notify = useNotify();
  const { sessions: text } = useText(TEAM_TEXT);
  const sessions = useSessions(userId);
  const end = useEndSession(userId);
  const alerts = useSignInAlerts(userId);
  if (sessions.isPending) return <LoadingSpinner label={text.loading} />;
  if (!sessions.data)
    return <LoadFailed message={sessions.error?.message} onRetry={() => sessions.refetch()} />;
  return (
    <Box>
      <Box component="ul" aria-label={text.list} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {sessions.data.sessions.map((session) => (
          <Box
            component="li"
            key={session._id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'space-between',
              px: { xs: 2, sm: 2.5 },
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 20rem' }}>
              <Typography
                sx={{ fontWeight: 600, overflowWrap: 'anywhere', display: 'flex', gap: 1, flexWrap: 'wrap' }}
              >
                {session.device}
                {session.isThis ? <Chip size="small" variant="outlined" label={text.thisBrowser} /> : null}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text.where(session.business, session.address, formatInstant(session.lastUsedAt))}
              </Typography>
            </Box>
            <Button
              color="error"
              loading={end.isPending && end.variables === session._id}
              onClick={() =>
                end.mutate(session._id, {
                  onSuccess: () => (session.isThis ? logout() : notify.success(text.ended)),
                  onError: (error) => notify.error(error.message),
                })
              }
              aria-label={session.isThis ? text.signOutHere : text.endOn(session.device)}
            >
              {session.isThis ? text.signOut : text.end}
            </Button>
          </Box>
        ))}
      </Box>
      <Box sx={{ px: { xs: 2, sm: 2.5 }, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <FormControlLabel
          control={
            <Switch
              checked={sessions.data.signInAlerts}
              disabled={alerts.isPending}
              onChange={(event) =>
                alerts.mutate(event.target.checked, { onError: (error) => notify.error(error.message) })
              }
            />
          }
          label={text.alerts}
        />
      </Box>
    </Box>
  );
}
