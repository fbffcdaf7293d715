import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Typography from '@mui/material/Typography';
import type { TInvoice, TPublicInvoice } from '../../../../../domain/api/invoices';
import { formatCalendarDate } from '../../../../../domain/format';
import { PaymentMessage } from './payment-message';

/** SPEC §8: an invoice past its due date is not paid online; a new one with the late fee follows. */
export function PaymentExpired({ invoice }: { invoice: TInvoice | TPublicInvoice }) {
  return (
    <PaymentMessage
      icon={<EventBusyOutlinedIcon color="warning" />}
      title={`This ${invoice.type} is expired!`}
    >
      <Typography>
        A new {invoice.type} will be sent to you soon, including an additional late fee.
      </Typography>
      <Typography sx={{ mt: 1, fontSize: '0.875rem' }}>
        {invoice.issuer.businessName} · No. {invoice.invoiceNumber} · due{' '}
        {formatCalendarDate(invoice.dueDate)}
      </Typography>
    </PaymentMessage>
  );
}
