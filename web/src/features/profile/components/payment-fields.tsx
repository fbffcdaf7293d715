import Grid from '@mui/material/Grid';
import { FormTextField } from '../../../components/form-text-field';
import { useText } from '../../../lib/text';
import { PROFILE_TEXT } from '../profile-text';
import { HALF_WIDTH, type ProfileFieldsProps } from './profile-form-schema';
import { SecretField } from './secret-field';
import { SettingsSection } from './settings-section';

export function PaymentFields({ control, setValue, profile }: ProfileFieldsProps) {
  const text = useText(PROFILE_TEXT);
  return (
    <SettingsSection title={text.sections.gettingPaid} description={text.form.gettingPaidDescription}>
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="paymentDetails"
            label={text.form.paymentDetails}
            fullWidth
            multiline
            minRows={3}
            helperText={text.form.paymentDetailsHelp}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="upiId"
            label={text.form.upiId}
            fullWidth
            placeholder={text.form.upiIdExample}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="razorpayKey"
            label={text.form.razorpayKey}
            fullWidth
            placeholder={text.form.razorpayKeyExample}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <SecretField
            control={control}
            setValue={setValue}
            name="razorpaySecret"
            label={text.form.razorpaySecret}
            removeLabel={text.form.removeRazorpaySecret}
            isSet={profile.razorpaySecretSet}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <SecretField
            control={control}
            setValue={setValue}
            name="razorpayWebhookSecret"
            label={text.form.razorpayWebhookSecret}
            removeLabel={text.form.removeRazorpayWebhookSecret}
            isSet={profile.razorpayWebhookSecretSet}
            helperText={text.form.razorpayWebhookSecretHelp}
          />
        </Grid>
      </Grid>
    </SettingsSection>
  );
}
