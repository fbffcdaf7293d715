import Grid from '@mui/material/Grid';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { LogoPicker } from './logo-picker';
import { HALF_WIDTH, type ProfileFormValues } from './profile-form-schema';
import { SettingsSection } from './settings-section';
import { StateField } from './state-field';

export function BusinessFields({ control }: { control: Control<ProfileFormValues> }) {
  // The stand-in avatar follows the name as it is typed, as the saved profile will show it.
  const [businessName, name] = useWatch({ control, name: ['businessName', 'name'] });
  return (
    <SettingsSection title="Business" description="Printed on every invoice you send.">
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
          <FormTextField control={control} name="businessName" label="Business Name" required fullWidth />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField control={control} name="name" label="Name" required fullWidth autoComplete="name" />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="email"
            label="Email"
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
            label="Phone Number"
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
            label="Contact Address"
            required
            fullWidth
            multiline
            minRows={2}
            autoComplete="street-address"
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField control={control} name="website" label="Website" fullWidth autoComplete="url" />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="gstno"
            label="GST Number"
            fullWidth
            helperText="Leave empty if the business is not GST-registered"
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
