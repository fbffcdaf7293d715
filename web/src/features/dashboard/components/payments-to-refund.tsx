import type { TPaymentToRefund } from '@domain/api/dashboard';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../lib/format-instant';
import { useText } from '../../../lib/text';
import { formatInvoiceMoney } from '../../invoices';
import { DASHBOARD_TEXT } from '../dashboard-text';

/**
 * Money Razorpay took for an invoice that was already settled: the client paid twice. It stays here
 * until the owner sorts it out, so it is never silently kept.
 */
export function PaymentsToRefund({ payments }: { payments: TPaymentToRefund[] }) {
  const text = useText(DASHBOARD_TEXT);
  if (payments.length === 0) return null;
  return (
    <Alert severity="warning" role="region" aria-label={text.refunds}>
      <AlertTitle>{text.refundTitle(payments.length)}</AlertTitle>
      {text.refundText}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {payments.map((payment) => (
          <li key={payment.providerPaymentId}>
            {text.refundFrom(formatInvoiceMoney(payment.amount, payment.currency), payment.clientName)}{' '}
            {text.refundFor}{' '}
            {payment.invoiceId ? (
              <Link component={RouterLink} to={`/auth/invoice/${encodeURIComponent(payment.invoiceId)}`}>
                {text.invoiceNo(payment.invoiceNumber)}
              </Link>
            ) : (
              text.flatDues
            )}
            {text.refundPayment(payment.providerPaymentId, formatInstant(payment.capturedAt))}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
