import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TInvoice } from '../../../../../domain/api/invoices';
import { formatCalendarDate } from './format-date';
import { formatInvoiceMoney } from './format-money';

type InvoiceDetailPaymentsProps = { payments: TInvoice['paymentRecords']; currency: string };

/** The payments received against this invoice: the owner's view only, since notes and payers are private. */
export function InvoiceDetailPayments({ payments, currency }: InvoiceDetailPaymentsProps) {
  return (
    <Paper variant="outlined" sx={{ mt: 3, borderRadius: 1.5, overflow: 'hidden' }}>
      <Typography variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        Payment history
      </Typography>
      {/* Four columns nearly fit a phone; what does not scrolls inside this box, not the page. */}
      <TableContainer>
        <Table aria-label="Payment history" size="small" sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>
              <TableCell sx={{ pl: { xs: 2, sm: 3 } }}>Date Paid</TableCell>
              <TableCell align="right">Amount Paid</TableCell>
              <TableCell>Payment Method</TableCell>
              <TableCell>Payment Note</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((payment) => (
              <TableRow key={payment._id} sx={{ '&:last-child td': { borderBottom: 0 } }}>
                <TableCell sx={{ pl: { xs: 2, sm: 3 }, whiteSpace: 'nowrap' }}>
                  {formatCalendarDate(payment.datePaid)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatInvoiceMoney(payment.amountPaid, currency)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.paymentMethod}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {payment.note}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
