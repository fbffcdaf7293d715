import Grid from '@mui/material/Grid';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useText } from '../../../lib/text';
import { PROFILE_TEXT } from '../profile-text';
import { LogoPicker } from './logo-picker';
import { HALF_WIDTH, type ProfileFormValues } from './profile-form-schema';
import { SettingsSection } from './settings-section';
import { StateField } from './state-field';

export function BusinessFields({ control }: { control: Control<ProfileFormValues> }) {
  const text = useText(PROFILE_TEXT);
  // The stand-in avatar follows the name as it is typed, as the saved profile will show it.
  const [businessName, name] = useWatch({ control, name: ['businessName', 'name'] });
  return (
    <SettingsSection title={text.sections.business} description={text.sections.businessDescription}>
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <Controller
            control={control}
            name="logo"
            render={({ field, fieldState }) => (
              <LogoPicker
                value={field.value ?? ''}
                onChange={field.onChange}
                businessName={businessName || name}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="businessName"
            label={text.form.businessName}
            required
            fullWidth
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="name"
            label={text.form.name}
            required
            fullWidth
            autoComplete="name"
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="email"
            label={text.form.email}
            type="email"
            required
            fullWidth
            autoComplete="email"
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="phoneNumber"
            label={text.form.phoneNumber}
            type="tel"
            required
            fullWidth
            autoComplete="tel"
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="contactAddress"
            label={text.form.contactAddress}
            required
            fullWidth
            multiline
            minRows={2}
            autoComplete="street-address"
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="website"
            label={text.form.website}
            fullWidth
            autoComplete="url"
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="gstno"
            label={text.form.gstNumber}
            fullWidth
            helperText={text.form.gstNumberHelp}
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <StateField control={control} />
        </Grid>
      </Grid>
    </SettingsSection>
  );
}
