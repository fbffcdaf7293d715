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
import { BusinessAvatar } from './business-avatar';
import { DetailList, DetailRow } from './detail-list';
import { SettingsSection } from './settings-section';

/** Secrets are write-only (the API never answers them): the page can only say whether one is saved. */
function SecretStatus({ isSet }: { isSet: boolean }) {
  return isSet ? (
    <Chip label="Set" color="success" size="small" variant="outlined" />
  ) : (
    <Chip label="Not set" size="small" variant="outlined" />
  );
}

function BusinessCard({ profile }: { profile: TProfile }) {
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
            {profile.businessName || 'Your business'}
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
  return (
    <Stack spacing={3}>
      <BusinessCard profile={profile} />
      <SettingsSection title="Business" description="Printed on every invoice you send.">
        <DetailList>
          <DetailRow label="Business name" value={profile.businessName} />
          <DetailRow label="Your name" value={profile.name} />
          <DetailRow label="Email" value={profile.email} />
          <DetailRow label="Phone number" value={formatPhone(profile.phoneNumber)} />
          <DetailRow label="Contact address" value={profile.contactAddress} />
          <DetailRow label="Website" value={profile.website} />
          <DetailRow label="GST number" value={profile.gstno} />
          <DetailRow label="State" value={stateOf(profile)} />
        </DetailList>
      </SettingsSection>
      <SettingsSection
        title="Getting paid"
        description="How your customers pay you: by UPI, by Razorpay, or both."
      >
        {hasPaymentMethod(profile) ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            Add a UPI ID or your Razorpay keys to start creating invoices.
          </Alert>
        )}
        <DetailList>
          <DetailRow label="UPI ID" value={profile.upiId} />
          <DetailRow label="Payment details" value={profile.paymentDetails} />
          <DetailRow label="Razorpay key id" value={profile.razorpayKey} />
          <DetailRow label="Razorpay key secret">
            <SecretStatus isSet={profile.razorpaySecretSet} />
          </DetailRow>
          <DetailRow label="Razorpay webhook secret">
            <SecretStatus isSet={profile.razorpayWebhookSecretSet} />
          </DetailRow>
        </DetailList>
      </SettingsSection>
      <SettingsSection
        title="WhatsApp"
        description="Sends invoices and reminders through the WhatsApp Cloud API."
      >
        <DetailList>
          <DetailRow label="Phone number id" value={profile.whatsappPhoneNumberId} />
          <DetailRow label="Template" value={profile.whatsappTemplate} />
          <DetailRow label="Access token">
            <SecretStatus isSet={profile.tokenSet} />
          </DetailRow>
        </DetailList>
      </SettingsSection>
    </Stack>
  );
}
