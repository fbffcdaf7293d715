import type { TProfile } from '@domain/api/profile';
import { roleMay } from '@domain/roles';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { PageHeading } from '../../../components/page-heading';
import { SettingsTabs } from '../../../components/settings-tabs';
import { type Session, useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { GstSettingsSection } from '../../gst-settings';
import { ArrearsSettings } from '../../interest';
import { NumberingSettings } from '../../numbering';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummary } from '../components/profile-summary';
import { PROFILE_TEXT } from '../profile-text';

/** Sign-up sends new owners here: until the business has a name, there is nothing to view. */
function isEmptyProfile(profile: TProfile): boolean {
  return !profile.businessName.trim();
}

function Settings({ session }: { session: Session }) {
  const text = useText(PROFILE_TEXT);
  const profileQuery = useProfile({ userId: session.result._id, placeholder: session.userProfile });
  const profile = profileQuery.data ?? session.userProfile;
  // 'welcome': a new business lands straight in the form; 'edit': the owner asked for it.
  const canManage = roleMay(session.role, 'manage');
  const [mode, setMode] = useState<'view' | 'edit' | 'welcome'>(() =>
    canManage && isEmptyProfile(profile) ? 'welcome' : 'view',
  );
  const isEditing = mode !== 'view';
  const editButtonRef = useRef<HTMLButtonElement>(null);

  function showForm() {
    setMode('edit');
    // The two modes differ in length; each starts from its top, not where the other was left.
    window.scrollTo({ top: 0 });
  }

  function showSummary() {
    // Rendered at once so the focus can go back to the button that opened the form.
    flushSync(() => setMode('view'));
    window.scrollTo({ top: 0 });
    editButtonRef.current?.focus();
  }

  return (
    <Box sx={{ maxWidth: 960 }}>
      <SettingsTabs />
      <PageHeading
        title={text.title}
        description={text.description}
        actions={
          isEditing || !canManage ? null : (
            <Button
              ref={editButtonRef}
              variant="contained"
              startIcon={<EditOutlinedIcon />}
              onClick={showForm}
            >
              {text.editProfile}
            </Button>
          )
        }
      />
      {canManage ? null : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {text.ownerOnly}
        </Alert>
      )}
      {profileQuery.isError && !isEditing ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {text.savedOnDevice(profileQuery.error.message)}
        </Alert>
      ) : null}
      {isEditing ? (
        <ProfileForm
          profile={profile}
          isNewBusiness={isEmptyProfile(profile)}
          autoFocus={mode === 'edit'}
          onSaved={showSummary}
          onCancel={showSummary}
        />
      ) : (
        <ProfileSummary profile={profile} />
      )}
      {isEditing ? null : <GstSettingsSection />}
      <NumberingSettings />
      <ArrearsSettings userId={session.result._id} />
    </Box>
  );
}

export function SettingsPage() {
  // The app layout renders pages only with a session; without one there is nothing to show.
  const session = useSession();
  return session ? <Settings session={session} /> : null;
}
