import type { TCustomerDues } from '@domain/api/customers';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatInvoiceMoney } from '../../invoices';

/** '₹3,540.00', or '₹1,23,456.50 and $20.00' for a customer billed in two currencies. */
function owedText(dues: TCustomerDues): string {
  return dues.owed.map((entry) => formatInvoiceMoney(entry.amount, entry.currency)).join(' and ');
}

type DuesWarningProps = {
  name: string;
  dues: TCustomerDues | undefined;
  isChecking: boolean;
  failed: boolean;
};

/** Above the delete question: what the customer still owes, so nobody deletes a debtor unawares. */
export function CustomerDuesWarning({ name, dues, isChecking, failed }: DuesWarningProps) {
  if (isChecking) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'text.secondary' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{`Checking what ${name} still owes…`}</Typography>
      </Box>
    );
  }
  if (failed) {
    return (
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        Could not check what this customer owes.
      </Typography>
    );
  }
  if (!dues || dues.owed.length === 0) return null;
  const invoices = `${dues.invoices} ${dues.invoices === 1 ? 'invoice' : 'invoices'}`;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {`This customer still owes ${owedText(dues)} on ${invoices}.`}
    </Alert>
  );
}
