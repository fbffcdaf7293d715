import type { TProfile } from '@domain/api/profile';
import { businessStateOf, gstStateLabel } from '@domain/gst-states';
import { formatPhone } from '@domain/phone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasPaymentMethod } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { PROFILE_TEXT } from '../profile-text';
import { BusinessAvatar } from './business-avatar';
import { DetailList, DetailRow } from './detail-list';
import { SettingsSection } from './settings-section';

/** Secrets are write-only (the API never answers them): the page can only say whether one is saved. */
function SecretStatus({ isSet }: { isSet: boolean }) {
  const { summary } = useText(PROFILE_TEXT);
  return isSet ? (
    <Chip label={summary.set} color="success" size="small" variant="outlined" />
  ) : (
    <Chip label={summary.notSet} size="small" variant="outlined" />
  );
}

function BusinessCard({ profile }: { profile: TProfile }) {
  const { summary } = useText(PROFILE_TEXT);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 1.5 }}>
      <Stack direction="row" spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: 'center', minWidth: 0 }}>
        <BusinessAvatar logo={profile.logo} name={profile.businessName || profile.name} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h5"
            component="h2"
            sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
          >
            {profile.businessName || summary.yourBusiness}
          </Typography>
          {/* Name and e-mail break between each other, not inside the address, on a narrow screen. */}
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {profile.name}
            {profile.name && profile.email ? ' · ' : null}
            <Box component="span" sx={{ display: 'inline-block', maxWidth: '100%' }}>
              {profile.email}
            </Box>
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}

/** View mode: what prints on invoices and how customers pay, read-only. */
/** The state the business supplies from, as its bills name it: its GSTIN's, else the one chosen. */
function stateOf(profile: TProfile): string {
  const code = businessStateOf({ gstin: profile.gstno, stateCode: profile.state });
  return code ? gstStateLabel(code) : '';
}

export function ProfileSummary({ profile }: { profile: TProfile }) {
  const { sections, summary } = useText(PROFILE_TEXT);
  return (
    <Stack spacing={3}>
      <BusinessCard profile={profile} />
      <SettingsSection title={sections.business} description={sections.businessDescription}>
        <DetailList>
          <DetailRow label={summary.businessName} value={profile.businessName} />
          <DetailRow label={summary.yourName} value={profile.name} />
          <DetailRow label={summary.email} value={profile.email} />
          <DetailRow label={summary.phoneNumber} value={formatPhone(profile.phoneNumber)} />
          <DetailRow label={summary.contactAddress} value={profile.contactAddress} />
          <DetailRow label={summary.website} value={profile.website} />
          <DetailRow label={summary.gstNumber} value={profile.gstno} />
          <DetailRow label={summary.state} value={stateOf(profile)} />
        </DetailList>
      </SettingsSection>
      <SettingsSection title={sections.gettingPaid} description={summary.gettingPaidDescription}>
        {hasPaymentMethod(profile) ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {summary.noPaymentMethod}
          </Alert>
        )}
        <DetailList>
          <DetailRow label={summary.upiId} value={profile.upiId} />
          <DetailRow label={summary.paymentDetails} value={profile.paymentDetails} />
          <DetailRow label={summary.razorpayKey} value={profile.razorpayKey} />
          <DetailRow label={summary.razorpaySecret}>
            <SecretStatus isSet={profile.razorpaySecretSet} />
          </DetailRow>
          <DetailRow label={summary.razorpayWebhookSecret}>
            <SecretStatus isSet={profile.razorpayWebhookSecretSet} />
          </DetailRow>
        </DetailList>
      </SettingsSection>
      <SettingsSection title={sections.whatsApp} description={summary.whatsAppDescription}>
        <DetailList>
          <DetailRow label={summary.whatsappPhoneNumberId} value={profile.whatsappPhoneNumberId} />
          <DetailRow label={summary.whatsappTemplate} value={profile.whatsappTemplate} />
          <DetailRow label={summary.token}>
            <SecretStatus isSet={profile.tokenSet} />
          </DetailRow>
        </DetailList>
      </SettingsSection>
    </Stack>
  );
}
