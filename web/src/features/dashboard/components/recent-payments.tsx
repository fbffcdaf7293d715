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
import { useText } from '../../../lib/text';
import { formatInvoiceMoney } from '../../invoices';
import { DASHBOARD_TEXT } from '../dashboard-text';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The latest payments, newest first, each linking to its invoice. */
export function RecentPayments({ payments }: { payments: TRecentPayment[] }) {
  const text = useText(DASHBOARD_TEXT);
  const columns = text.paymentColumns;
  return (
    <Card variant="outlined" sx={{ borderRadius: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', px: 2, pt: 2, pb: 1 }}>
        {text.recentPayments}
      </Typography>
      {payments.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2, color: 'text.secondary' }}>{text.noPayments}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={text.recentPayments} sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', ...NO_WRAP } }}>
                <TableCell>{columns.datePaid}</TableCell>
                <TableCell>{columns.invoiceNo}</TableCell>
                <TableCell>{columns.client}</TableCell>
                <TableCell>{columns.method}</TableCell>
                <TableCell align="right">{columns.amountPaid}</TableCell>
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
