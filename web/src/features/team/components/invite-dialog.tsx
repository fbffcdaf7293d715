import { type TInvitationInput, ZInvitationInput } from '@domain/api/team';
import { ROLE_LABELS, ROLES } from '@domain/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { useInvite } from '../api/team-api';
import { TEAM_TEXT } from '../team-text';

type InviteDialogProps = { open: boolean; businessId: string; onClose: () => void };

/** Invite someone by e-mail, as a treasurer by default. Mount it afresh for each opening. */
export function InviteDialog({ open, businessId, onClose }: InviteDialogProps) {
  const notify = useNotify();
  const text = useText(TEAM_TEXT);
  const invite = useInvite(businessId);
  const { control, handleSubmit, setError, watch } = useForm<TInvitationInput>({
    resolver: zodResolver(ZInvitationInput),
    defaultValues: { email: '', role: 'treasurer' },
  });
  const role = watch('role');

  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        notify.success(text.inviteDialog.sent(invitation.email));
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          showServerFieldErrors(error.errors, setError, (path) =>
            path === 'email' || path === 'role' ? path : undefined,
          );
        }
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      title={text.inviteDialog.title}
      saveLabel={text.inviteDialog.send}
      onSubmit={submit}
      isSaving={invite.isPending}
      error={invite.error}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <FormTextField
          control={control}
          name="email"
          label={text.inviteDialog.email}
          type="email"
          required
          fullWidth
          autoFocus
        />
        <FormTextField
          control={control}
          name="role"
          label={text.inviteDialog.role}
          select
          required
          fullWidth
          helperText={text.roleDuties[role]}
        >
          {ROLES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {ROLE_LABELS[choice]}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
    </FormDialog>
  );
}
