import Grid from '@mui/material/Grid';
import { FormTextField } from '../../../components/form-text-field';
import { HALF_WIDTH, type ProfileFieldsProps } from './profile-form-schema';
import { SecretField } from './secret-field';
import { SettingsSection } from './settings-section';

export function PaymentFields({ control, setValue, profile }: ProfileFieldsProps) {
  return (
    <SettingsSection
      title="Getting paid"
      description="Customers pay by UPI, by Razorpay, or both. Add at least one to create invoices."
    >
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="paymentDetails"
            label="Payment Details"
            fullWidth
            multiline
            minRows={3}
            helperText="Printed as the invoice note: bank account, IFSC, cheque payee, and so on"
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="upiId"
            label="UPI ID"
            fullWidth
            placeholder="society@okhdfcbank"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="razorpayKey"
            label="Razorpay Key Id"
            fullWidth
            placeholder="rzp_live_…"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <SecretField
            control={control}
            setValue={setValue}
            name="razorpaySecret"
            label="Razorpay Key Secret"
            removeLabel="Remove the saved key secret"
            isSet={profile.razorpaySecretSet}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <SecretField
            control={control}
            setValue={setValue}
            name="razorpayWebhookSecret"
            label="Razorpay Webhook Secret"
            removeLabel="Remove the saved webhook secret"
            isSet={profile.razorpayWebhookSecretSet}
            helperText="Lets Razorpay confirm payments even when the customer closes the page"
          />
        </Grid>
      </Grid>
    </SettingsSection>
  );
}
