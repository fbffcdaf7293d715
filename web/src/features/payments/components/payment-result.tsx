import type { TInvoice, TPublicInvoice } from '@domain/api/invoices';
import { PAYMENT_FAILED_MESSAGE, PAYMENT_SUCCESSFUL_MESSAGE } from '@domain/api/online-payments';
import { formatCalendarDate } from '@domain/format';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SavePdfButton } from '../../documents';
import { formatInvoiceMoney, isOwnerView } from '../../invoices';
import { PaymentMessage } from './payment-message';
import { paymentPath } from './payment-paths';

type Invoice = TInvoice | TPublicInvoice;

function invoicePath(invoice: Invoice): string {
  return `/invoice/${encodeURIComponent(invoice._id)}`;
}

/**
 * The day it was paid: the newest payment's date for the owner (who sees the payments), else the day
 * the pay page confirmed it. A client who comes back later gets no date rather than a guessed one.
 */
function paidDate(invoice: Invoice, paidOn: string | undefined): string | undefined {
  if (isOwnerView(invoice)) return invoice.paymentRecords[0]?.datePaid ?? paidOn;
  return paidOn;
}

const FACTS = {
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'center',
  columnGap: 2,
  rowGap: 0.5,
  mt: 2.5,
  mb: 0,
  textAlign: 'left',
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere' },
} as const;

export function PaymentSucceeded({ invoice, paidOn }: { invoice: Invoice; paidOn?: string }) {
  const date = paidDate(invoice, paidOn);
  return (
    <PaymentMessage
      icon={<CheckCircleOutlinedIcon color="success" />}
      title={PAYMENT_SUCCESSFUL_MESSAGE}
      actions={
        <>
          {/* After payment a PDF is offered; the client has no session, so the public one. */}
          <SavePdfButton invoiceId={invoice._id} isOwner={false} variant="contained" />
          <Button component={RouterLink} to={invoicePath(invoice)} variant="outlined">
            View invoice
          </Button>
        </>
      }
    >
      <Typography>
        Thank you, {invoice.client.name}. {invoice.issuer.businessName} has received your payment for Invoice
        No. {invoice.invoiceNumber}.
      </Typography>
      <Box component="dl" aria-label="Payment" sx={FACTS}>
        <dt>Amount paid</dt>
        <dd>{formatInvoiceMoney(invoice.totalAmountReceived, invoice.currency)}</dd>
        {date ? (
          <>
            <dt>Paid on</dt>
            <dd>{formatCalendarDate(date)}</dd>
          </>
        ) : null}
      </Box>
    </PaymentMessage>
  );
}

export function PaymentFailed({ invoice, message }: { invoice: Invoice; message?: string }) {
  return (
    <PaymentMessage
      icon={<ErrorOutlinedIcon color="error" />}
      title={PAYMENT_FAILED_MESSAGE}
      actions={
        <>
          <Button component={RouterLink} to={paymentPath(invoice._id)} variant="contained">
            Try again
          </Button>
          <Button component={RouterLink} to={invoicePath(invoice)} variant="outlined">
            View invoice
          </Button>
        </>
      }
    >
      <Typography>
        Invoice No. {invoice.invoiceNumber} from {invoice.issuer.businessName} is still unpaid. You can try
        again, or come back to this link later.
      </Typography>
      {message ? (
        <Alert severity="error" sx={{ mt: 2, textAlign: 'left' }}>
          {message}
        </Alert>
      ) : null}
    </PaymentMessage>
  );
}
