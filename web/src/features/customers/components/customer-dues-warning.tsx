import type { TCustomerDues } from '@domain/api/customers';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { formatInvoiceMoney } from '../../invoices';
import { CUSTOMERS_TEXT } from '../text/customers-text';

/** What is owed in each currency: ['₹3,540.00'], or ['₹1,23,456.50', '$20.00'] for a customer billed in two. */
function owedAmounts(dues: TCustomerDues): string[] {
  return dues.owed.map((entry) => formatInvoiceMoney(entry.amount, entry.currency));
}

type DuesWarningProps = {
  name: string;
  dues: TCustomerDues | undefined;
  isChecking: boolean;
  failed: boolean;
};

/** Above the delete question: what the customer still owes, so nobody deletes a debtor unawares. */
export function CustomerDuesWarning({ name, dues, isChecking, failed }: DuesWarningProps) {
  const text = useText(CUSTOMERS_TEXT);
  if (isChecking) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'text.secondary' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{text.checkingDues(name)}</Typography>
      </Box>
    );
  }
  if (failed) {
    return (
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        {text.duesCheckFailed}
      </Typography>
    );
  }
  if (!dues || dues.owed.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {text.stillOwes(owedAmounts(dues), dues.invoices)}
    </Alert>
  );
}
