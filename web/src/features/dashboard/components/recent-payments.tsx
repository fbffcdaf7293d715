import type { TRecentPayment } from '@domain/api/dashboard';
import { formatCalendarDate } from '@domain/format';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatInvoiceMoney } from '../../invoices';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The latest payments, newest first, each linking to its invoice. */
export function RecentPayments({ payments }: { payments: TRecentPayment[] }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', px: 2, pt: 2, pb: 1 }}>
        Recent payments
      </Typography>
      {payments.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2, color: 'text.secondary' }}>No payments recorded yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Recent payments" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', ...NO_WRAP } }}>
                <TableCell>Date Paid</TableCell>
                <TableCell>Invoice No.</TableCell>
                <TableCell>Client</TableCell>
                <TableCell>Payment Method</TableCell>
                <TableCell align="right">Amount Paid</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((payment) => (
                <TableRow key={payment._id} sx={{ '&:last-child td': { borderBottom: 0 } }}>
                  <TableCell sx={NO_WRAP}>{formatCalendarDate(payment.datePaid)}</TableCell>
                  <TableCell sx={NO_WRAP}>
                    <Link
                      component={RouterLink}
                      to={`/auth/invoice/${encodeURIComponent(payment.invoiceId)}`}
                    >
                      {payment.invoiceNumber}
                    </Link>
                  </TableCell>
                  <TableCell>{payment.clientName}</TableCell>
                  <TableCell sx={NO_WRAP}>{payment.paymentMethod}</TableCell>
                  <TableCell align="right" sx={{ ...NO_WRAP, fontVariantNumeric: 'tabular-nums' }}>
                    {formatInvoiceMoney(payment.amountPaid, payment.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
