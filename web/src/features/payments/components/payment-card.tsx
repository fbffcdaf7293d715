import type { TInvoice, TPublicInvoice } from '@domain/api/invoices';
import { formatCalendarDate } from '@domain/format';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BusinessLogo } from '../../../components/business-logo';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatInvoiceMoney } from '../../invoices';
import { Fact, WRAP } from './payment-fact';
import type { PayNotice, PayPhase } from './use-pay-invoice';

function buttonLabel(phase: PayPhase, amount: string): string {
  if (phase === 'confirming') return 'Confirming payment…';
  if (phase === 'idle') return `Pay ${amount}`;
  return `Paying ${amount}…`;
}

/** The invoice to pay: who asks, for what, how much is left, and the one button that pays it. */
type PaymentCardProps = {
  invoice: TInvoice | TPublicInvoice;
  phase: PayPhase;
  notice: PayNotice | null;
  onPay: () => void;
  /** What the payer should know first: the invoice is overdue, or replaced the one they followed. */
  notes?: ReactNode;
};

export function PaymentCard({ invoice, phase, notice, onPay, notes }: PaymentCardProps) {
  useDocumentTitle('Pay invoice');
  const { issuer, currency } = invoice;
  const amountDue = formatInvoiceMoney(invoice.balanceDue, currency);
  const isBusy = phase !== 'idle';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <BusinessLogo src={issuer.logo} businessName={issuer.businessName} size={56} />
        <Box sx={WRAP}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', ...WRAP }}>
            {issuer.businessName}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Invoice No. {invoice.invoiceNumber}</Typography>
        </Box>
      </Box>

      <Typography variant="h4" component="h1" sx={{ mt: 3, fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
        Pay invoice
      </Typography>

      <Box component="dl" aria-label="Invoice" sx={{ mt: 1.5, mb: 0 }}>
        <Fact label="Billed to">{invoice.client.name}</Fact>
        <Fact label="Due date">{formatCalendarDate(invoice.dueDate)}</Fact>
        <Fact label="Total">{formatInvoiceMoney(invoice.total, currency)}</Fact>
        {invoice.totalAmountReceived > 0 ? (
          <Fact label="Paid so far">{formatInvoiceMoney(invoice.totalAmountReceived, currency)}</Fact>
        ) : null}
        <Fact label="Amount due" emphasis>
          {amountDue}
        </Fact>
      </Box>

      {notes}

      {notice ? (
        <Alert severity={notice.severity} sx={{ mt: 2 }}>
          {notice.message}
        </Alert>
      ) : null}

      {invoice.balanceDue > 0 ? (
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={onPay}
          disabled={isBusy}
          startIcon={isBusy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
          sx={{ mt: 3, py: 1.5 }}
        >
          {buttonLabel(phase, amountDue)}
        </Button>
      ) : null}

      <Box
        sx={{
          mt: 2,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          color: 'text.secondary',
          fontSize: '0.875rem',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <LockOutlinedIcon aria-hidden="true" sx={{ fontSize: 16 }} />
          Secure payment by Razorpay
        </Box>
        <Link component={RouterLink} to={`/invoice/${encodeURIComponent(invoice._id)}`}>
          View invoice
        </Link>
      </Box>
    </Paper>
  );
}
