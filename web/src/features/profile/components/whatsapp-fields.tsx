import Grid from '@mui/material/Grid';
import { FormTextField } from '../../../components/form-text-field';
import { useText } from '../../../lib/text';
import { PROFILE_TEXT } from '../profile-text';
import { HALF_WIDTH, type ProfileFieldsProps } from './profile-form-schema';
import { SecretField } from './secret-field';
import { SettingsSection } from './settings-section';

export function WhatsAppFields({ control, setValue, profile }: ProfileFieldsProps) {
  const text = useText(PROFILE_TEXT);
  return (
    <SettingsSection title={text.sections.whatsApp} description={text.form.whatsAppDescription}>
      <Grid container spacing={2.5}>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="whatsappPhoneNumberId"
            label={text.form.whatsappPhoneNumberId}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="whatsappTemplate"
            label={text.form.whatsappTemplate}
            fullWidth
            helperText={text.form.whatsappTemplateHelp}
          />
        </Grid>
        <Grid size={12}>
          <SecretField
            control={control}
            setValue={setValue}
            name="token"
            label={text.form.token}
            removeLabel={text.form.removeToken}
            isSet={profile.tokenSet}
          />
        </Grid>
      </Grid>
    </SettingsSection>
  );
}
