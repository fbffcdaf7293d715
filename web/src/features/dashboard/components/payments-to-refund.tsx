import type { TPaymentToRefund } from '@domain/api/dashboard';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatInvoiceMoney } from '../../invoices';

const CAPTURED_AT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Money Razorpay took for an invoice that was already settled: the client paid twice. It stays here
 * until the owner sorts it out, so it is never silently kept.
 */
export function PaymentsToRefund({ payments }: { payments: TPaymentToRefund[] }) {
  if (payments.length === 0) return null;
  return (
    <Alert severity="warning" role="region" aria-label="Payments to refund">
      <AlertTitle>
        {payments.length === 1 ? 'A payment to refund' : `${payments.length} payments to refund`}
      </AlertTitle>
      These clients paid online for an invoice or dues that were already settled. Refund them from your
      Razorpay dashboard.
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {payments.map((payment) => (
          <li key={payment.providerPaymentId}>
            {formatInvoiceMoney(payment.amount, payment.currency)} from {payment.clientName} for{' '}
            {payment.invoiceId ? (
              <Link component={RouterLink} to={`/auth/invoice/${encodeURIComponent(payment.invoiceId)}`}>
                No. {payment.invoiceNumber}
              </Link>
            ) : (
              'their flat’s dues'
            )}
            , Razorpay payment {payment.providerPaymentId}, {CAPTURED_AT.format(new Date(payment.capturedAt))}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
