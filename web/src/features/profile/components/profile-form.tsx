import type { TProfile } from '@domain/api/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { useUpdateProfile } from '../api/update-profile';
import { UPLOAD_LOGO_MUTATION_KEY } from '../api/upload-logo';
import { PROFILE_TEXT } from '../profile-text';
import { BusinessFields } from './business-fields';
import { PaymentFields } from './payment-fields';
import {
  type ProfileFormValues,
  profileFieldOf,
  profileFormDefaults,
  profileFormSchema,
  toProfileChanges,
} from './profile-form-schema';
import { WhatsAppFields } from './whatsapp-fields';

type ProfileFormProps = {
  profile: TProfile;
  /** A business that has not filled in its profile yet (just signed up). */
  isNewBusiness: boolean;
  /** Puts the cursor in the first box: wanted after 'Edit Profile', not when the page opens this way. */
  autoFocus: boolean;
  onSaved: () => void;
  onCancel: () => void;
};

export function ProfileForm({ profile, isNewBusiness, autoFocus, onSaved, onCancel }: ProfileFormProps) {
  const notify = useNotify();
  const { form: text } = useText(PROFILE_TEXT);
  const updateProfile = useUpdateProfile();
  // Saving while a logo is still uploading would save the old logo.
  const isUploading = useIsMutating({ mutationKey: UPLOAD_LOGO_MUTATION_KEY }) > 0;
  const resolver = useMemo(() => zodResolver(profileFormSchema(profile)), [profile]);
  const { control, setValue, setError, setFocus, handleSubmit } = useForm<ProfileFormValues>({
    resolver,
    defaultValues: profileFormDefaults(profile),
  });

  useEffect(() => {
    if (autoFocus) setFocus('businessName');
  }, [autoFocus, setFocus]);

  const save = handleSubmit((values) => {
    const changes = toProfileChanges(values, profile);
    if (Object.keys(changes).length === 0) {
      notify.info(text.nothingChanged);
      onSaved();
      return;
    }
    updateProfile.mutate(
      { profileId: profile._id, changes },
      {
        onSuccess: () => {
          notify.success(text.saved);
          onSaved();
        },
        onError: (error) => {
          if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, profileFieldOf);
        },
      },
    );
  });

  const sectionProps = { control, setValue, profile };
  return (
    <Box component="form" noValidate onSubmit={save} aria-label={text.label}>
      <Stack spacing={3}>
        {isNewBusiness ? <Alert severity="info">{text.welcome}</Alert> : null}
        <BusinessFields control={control} />
        <PaymentFields {...sectionProps} />
        <WhatsAppFields {...sectionProps} />
        {/* Beside the Save button, where the eye is after pressing it. */}
        {updateProfile.error ? <Alert severity="error">{updateProfile.error.message}</Alert> : null}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button variant="outlined" size="large" onClick={onCancel} disabled={updateProfile.isPending}>
            {text.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={updateProfile.isPending || isUploading}
            startIcon={
              updateProfile.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            {text.save}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
