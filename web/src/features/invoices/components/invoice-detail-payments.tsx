import type { TInvoice } from '@domain/api/invoices';
import { formatCalendarDate } from '@domain/format';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { formatInvoiceMoney } from '../../../lib/invoice-format';
import { useCan } from '../../../lib/session';
import { DeletePaymentDialog, type PaymentRecord } from '../../payments';
import { FREE_TEXT } from './invoice-detail-section';

type PaymentRowsProps = {
  payments: PaymentRecord[];
  currency: string;
  /** Absent when the reader may not delete (not the creator): no Delete column then. */
  onDelete?: (payment: PaymentRecord) => void;
};

function DeletePaymentButton({
  payment,
  currency,
  onDelete,
}: {
  payment: PaymentRecord;
  currency: string;
  onDelete: (payment: PaymentRecord) => void;
}) {
  const amount = formatInvoiceMoney(payment.amountPaid, currency);
  if (!useCan('keepBooks')) return null;
  return (
    <IconButton
      aria-label={`Delete payment of ${amount} on ${formatCalendarDate(payment.datePaid)}`}
      onClick={() => onDelete(payment)}
      sx={{ '&:hover': { color: 'error.main' } }}
    >
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  );
}

/** From a tablet up: every column, a window too narrow for them scrolling inside the box. */
function PaymentTable({ payments, currency, onDelete }: PaymentRowsProps) {
  return (
    <TableContainer>
      <Table aria-label="Payment history" size="small" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>
            <TableCell sx={{ pl: 3 }}>Date Paid</TableCell>
            <TableCell align="right">Amount Paid</TableCell>
            <TableCell>Payment Method</TableCell>
            <TableCell>Payment Note</TableCell>
            {onDelete ? (
              <TableCell align="right" sx={{ pr: 2 }}>
                Delete
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment._id} sx={{ '&:last-child td': { borderBottom: 0 } }}>
              <TableCell sx={{ pl: 3, whiteSpace: 'nowrap' }}>
                {formatCalendarDate(payment.datePaid)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatInvoiceMoney(payment.amountPaid, currency)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.paymentMethod}</TableCell>
              <TableCell sx={FREE_TEXT}>{payment.note}</TableCell>
              {onDelete ? (
                <TableCell align="right" sx={{ py: 0, pr: 1 }}>
                  <DeletePaymentButton payment={payment} currency={currency} onDelete={onDelete} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * On a phone: five columns do not fit 390 px, so each payment reads "date · method", its note, then the
 * amount and its Delete button, and nothing is wider than the screen.
 */
function PaymentList({ payments, currency, onDelete }: PaymentRowsProps) {
  return (
    <List aria-label="Payment history" disablePadding>
      {payments.map((payment) => (
        <ListItem
          key={payment._id}
          divider
          sx={{ gap: 1, px: 2, alignItems: 'flex-start', '&:last-child': { borderBottom: 0 } }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {formatInvoiceMoney(payment.amountPaid, currency)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {`${formatCalendarDate(payment.datePaid)} · ${payment.paymentMethod}`}
            </Typography>
            {payment.note ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', ...FREE_TEXT }}>
                {payment.note}
              </Typography>
            ) : null}
          </Box>
          {onDelete ? (
            <DeletePaymentButton payment={payment} currency={currency} onDelete={onDelete} />
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}

type InvoiceDetailPaymentsProps = {
  /** The owner's view: the payments, newest first as the server orders them. */
  invoice: TInvoice;
  canDelete: boolean;
};

/**
 * The payments received against this invoice, shown when there are any: the owner's view only, since
 * notes and payers are private. The confirmation dialog stays mounted when the last payment goes, so
 * it can close and say so.
 */
export function InvoiceDetailPayments({ invoice, canDelete }: InvoiceDetailPaymentsProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [deleting, setDeleting] = useState<PaymentRecord | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const { paymentRecords: payments, currency } = invoice;
  const Rows = isPhone ? PaymentList : PaymentTable;

  function askToDelete(payment: PaymentRecord) {
    setDeleting(payment);
    setConfirmOpen(true);
  }

  return (
    <>
      {payments.length > 0 ? (
        <Paper variant="outlined" sx={{ mt: 3, borderRadius: 1.5, overflow: 'hidden' }}>
          <Typography variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
            Payment history
          </Typography>
          <Rows payments={payments} currency={currency} onDelete={canDelete ? askToDelete : undefined} />
        </Paper>
      ) : null}
      {canDelete ? (
        <DeletePaymentDialog
          open={isConfirmOpen}
          invoiceId={invoice._id}
          payment={deleting}
          currency={currency}
          onClose={() => setConfirmOpen(false)}
        />
      ) : null}
    </>
  );
}
