import Grid from '@mui/material/Grid';
import { FormTextField } from '../../../components/form-text-field';
import { HALF_WIDTH, type ProfileFieldsProps } from './profile-form-schema';
import { SecretField } from './secret-field';
import { SettingsSection } from './settings-section';

export function WhatsAppFields({ control, setValue, profile }: ProfileFieldsProps) {
  return (
    <SettingsSection
      title="WhatsApp"
      description="Optional: sends invoices and reminders through the WhatsApp Cloud API."
    >
      <Grid container spacing={2.5}>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="whatsappPhoneNumberId"
            label="WhatsApp Phone Number Id"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="whatsappTemplate"
            label="WhatsApp Template"
            fullWidth
            helperText="The approved template used for reminders"
          />
        </Grid>
        <Grid size={12}>
          <SecretField
            control={control}
            setValue={setValue}
            name="token"
            label="WhatsApp Access Token"
            removeLabel="Remove the saved access token"
            isSet={profile.tokenSet}
          />
        </Grid>
      </Grid>
    </SettingsSection>
  );
}
