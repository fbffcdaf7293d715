import type { TPublicInvoice } from '@domain/api/invoices';
import type { TPaymentOptions } from '@domain/api/online-payments';
import PaymentOutlinedIcon from '@mui/icons-material/PaymentOutlined';
import PhoneAndroidOutlinedIcon from '@mui/icons-material/PhoneAndroidOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatInvoiceMoney } from '../../invoices';
import { paymentPath } from './payment-paths';
import { UpiQrCode } from './upi-qr-code';

type InvoicePayOptionsProps = { invoice: TPublicInvoice; options: TPaymentOptions };

/**
 * How a client pays from the invoice's public page, as its PDF offers: the Pay button to the online
 * payment page, and the UPI QR code with the UPI ID. A phone cannot scan its own screen, so there
 * the UPI link itself is a button too, which opens the client's UPI app. Nothing when the business
 * takes neither (the server says which, and only while something is due).
 */
export function InvoicePayOptions({ invoice, options }: InvoicePayOptionsProps) {
  const headingId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { upi } = options;
  if (!options.online && !upi) return null;
  const balance = formatInvoiceMoney(invoice.balanceDue, invoice.currency);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        mb: 3,
        p: { xs: 2, sm: 3 },
        borderRadius: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 3,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography id={headingId} variant="h6" component="h2">
          How to pay
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Balance due{' '}
          <Box component="strong" sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}>
            {balance}
          </Box>
        </Typography>
        <Box sx={{ mt: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
          {options.online ? (
            <Button
              component={RouterLink}
              to={paymentPath(invoice._id)}
              variant="contained"
              size="large"
              startIcon={<PaymentOutlinedIcon />}
            >
              Pay {balance}
            </Button>
          ) : null}
          {upi && isPhone ? (
            <Button
              component="a"
              href={upi.uri}
              variant="outlined"
              size="large"
              startIcon={<PhoneAndroidOutlinedIcon />}
            >
              Pay by UPI app
            </Button>
          ) : null}
        </Box>
      </Box>
      {upi ? (
        <Box
          component="figure"
          sx={{
            m: 0,
            mx: { xs: 'auto', sm: 0 },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
          }}
        >
          <UpiQrCode uri={upi.uri} label={`UPI QR code to pay ${balance}`} />
          <Box component="figcaption" sx={{ mt: 1, textAlign: 'center', fontSize: '0.875rem' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Scan with any UPI app
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              UPI ID: {upi.id}
            </Typography>
          </Box>
        </Box>
      ) : null}
    </Paper>
  );
}
