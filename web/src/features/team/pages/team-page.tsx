import type { TInvitation, TTeamMember } from '@domain/api/team';
import { formatCalendarDate } from '@domain/format';
import { ROLE_LABELS, ROLES, type Role } from '@domain/roles';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { CanDo } from '../../../components/can-do';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { PageHeading } from '../../../components/page-heading';
import { SettingsTabs } from '../../../components/settings-tabs';
import { type Session, useCan, useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import {
  useCancelInvitation,
  useChangeRole,
  useEndMemberSessions,
  useRemoveMember,
  useTeam,
} from '../api/team-api';
import { InviteDialog } from '../components/invite-dialog';
import { YourSessions } from '../components/your-sessions';
import { TEAM_TEXT } from '../team-text';

const ROW_SX = {
  display: 'grid',
  gap: { xs: 1, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(11rem, 1fr) auto' },
  alignItems: 'center',
  px: { xs: 2, sm: 2.5 },
  py: 1.75,
  '& + &': { borderTop: 1, borderColor: 'divider' },
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 1.5, overflow: 'hidden' }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ px: { xs: 2, sm: 2.5 }, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function MemberRow({ member, businessId, onRemove }: MemberRowProps) {
  const notify = useNotify();
  const text = useText(TEAM_TEXT);
  const canManage = useCan('manage');
  const changeRole = useChangeRole(businessId);
  const endSessions = useEndMemberSessions();
  const role = (
    <TextField
      select
      size="small"
      label={text.role}
      value={member.role}
      disabled={changeRole.isPending}
      onChange={(event) =>
        changeRole.mutate(
          { userId: member.userId, role: event.target.value as Role },
          {
            onSuccess: () =>
              notify.success(text.roleChanged(member.name, ROLE_LABELS[event.target.value as Role])),
            onError: (error) => notify.error(error.message),
          },
        )
      }
      slotProps={{ htmlInput: { 'aria-label': text.roleOf(member.name) } }}
    >
      {ROLES.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {ROLE_LABELS[choice]}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={ROW_SX}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {member.name}
          {member.isYou ? <Chip size="small" label={text.you} variant="outlined" /> : null}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {text.joined(member.email, formatCalendarDate(member.joinedAt.slice(0, 10)))}
        </Typography>
      </Box>
      {canManage ? role : <Typography>{ROLE_LABELS[member.role]}</Typography>}
      <CanDo access="manage">
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {member.isYou ? null : (
            <Button
              loading={endSessions.isPending}
              onClick={() =>
                endSessions.mutate(member.userId, {
                  onSuccess: ({ ended }) =>
                    notify.success(
                      ended === 0 ? text.noSessionOpen(member.name) : text.signedOut(member.name),
                    ),
                  onError: (error) => notify.error(error.message),
                })
              }
              aria-label={text.endSessionsOf(member.name)}
            >
              {text.signOut}
            </Button>
          )}
          <Button color="error" onClick={() => onRemove(member)} aria-label={text.removeName(member.name)}>
            {text.remove}
          </Button>
        </Box>
      </CanDo>
    </Box>
  );
}

type MemberRowProps = { member: TTeamMember; businessId: string; onRemove: (member: TTeamMember) => void };

function InvitationRow({ invitation, businessId }: { invitation: TInvitation; businessId: string }) {
  const notify = useNotify();
  const text = useText(TEAM_TEXT);
  const cancel = useCancelInvitation(businessId);
  const isExpired = invitation.expiresAt < new Date().toISOString();
  return (
    <Box sx={ROW_SX}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
        <Typography variant="body2" sx={{ color: isExpired ? 'error.main' : 'text.secondary' }}>
          {isExpired
            ? text.linkExpired
            : text.invited(
                formatCalendarDate(invitation.invitedAt.slice(0, 10)),
                formatCalendarDate(invitation.expiresAt.slice(0, 10)),
              )}
        </Typography>
      </Box>
      <Typography>{ROLE_LABELS[invitation.role]}</Typography>
      <CanDo access="manage">
        <Button
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(invitation._id, {
              onSuccess: () => notify.success(text.invitationCancelled(invitation.email)),
              onError: (error) => notify.error(error.message),
            })
          }
          aria-label={text.cancelInvitationTo(invitation.email)}
        >
          {text.cancel}
        </Button>
      </CanDo>
    </Box>
  );
}

function Team({ session }: { session: Session }) {
  const businessId = session.userProfile._id;
  const teamQuery = useTeam(businessId);
  const notify = useNotify();
  const remove = useRemoveMember(businessId);
  const [inviting, setInviting] = useState({ open: false, key: 0 });
  const [removing, setRemoving] = useState<TTeamMember | null>(null);
  const team = teamQuery.data;
  const text = useText(TEAM_TEXT);

  return (
    <Box sx={{ maxWidth: 960 }}>
      <SettingsTabs />
      <PageHeading
        title={text.title}
        description={text.description}
        actions={
          <CanDo access="manage">
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1OutlinedIcon />}
              onClick={() => setInviting((previous) => ({ open: true, key: previous.key + 1 }))}
            >
              {text.invite}
            </Button>
          </CanDo>
        }
      />
      {teamQuery.isPending ? (
        <LoadingSpinner label={text.loading} />
      ) : !team ? (
        <LoadFailed message={teamQuery.error?.message} onRetry={() => teamQuery.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Section title={text.members}>
            {team.members.map((member) => (
              <MemberRow key={member.userId} member={member} businessId={businessId} onRemove={setRemoving} />
            ))}
          </Section>
          {team.invitations.length > 0 ? (
            <Section title={text.invitations}>
              {team.invitations.map((invitation) => (
                <InvitationRow key={invitation._id} invitation={invitation} businessId={businessId} />
              ))}
            </Section>
          ) : null}
          <Section title={text.yourSessions}>
            <YourSessions userId={session.result._id} />
          </Section>
          <Section title={text.whatRolesDo}>
            {ROLES.map((role) => (
              <Box key={role} sx={{ ...ROW_SX, gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' } }}>
                <Typography sx={{ fontWeight: 600 }}>{ROLE_LABELS[role]}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {text.roleDuties[role]}
                </Typography>
              </Box>
            ))}
          </Section>
        </Box>
      )}
      <InviteDialog
        key={inviting.key}
        open={inviting.open}
        businessId={businessId}
        onClose={() => setInviting((previous) => ({ ...previous, open: false }))}
      />
      <ConfirmDeleteDialog
        open={removing !== null}
        title={text.removeTitle}
        description={removing ? text.removeText(removing.name, removing.email) : ''}
        confirmLabel={text.remove}
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.userId, {
            onSuccess: () => {
              notify.success(text.removed(removing.name));
              setRemoving(null);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
    </Box>
  );
}

export function TeamPage() {
  const session = useSession();
  return session ? <Team session={session} /> : null;
}
