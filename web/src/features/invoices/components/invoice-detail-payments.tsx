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
import { useText } from '../../../lib/text';
import { DeletePaymentDialog, type PaymentRecord } from '../../payments';
import { INVOICE_DETAIL_TEXT } from '../text/invoice-detail-text';
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
  const text = useText(INVOICE_DETAIL_TEXT);
  if (!useCan('keepBooks')) return null;
  return (
    <IconButton
      aria-label={text.deletePayment(amount, formatCalendarDate(payment.datePaid))}
      onClick={() => onDelete(payment)}
      sx={{ '&:hover': { color: 'error.main' } }}
    >
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  );
}

/** From a tablet up: every column, a window too narrow for them scrolling inside the box. */
function PaymentTable({ payments, currency, onDelete }: PaymentRowsProps) {
  const text = useText(INVOICE_DETAIL_TEXT);
  return (
    <TableContainer>
      <Table aria-label={text.paymentHistory} size="small" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>
            <TableCell sx={{ pl: 3 }}>{text.paymentColumns.datePaid}</TableCell>
            <TableCell align="right">{text.paymentColumns.amountPaid}</TableCell>
            <TableCell>{text.paymentColumns.method}</TableCell>
            <TableCell>{text.paymentColumns.note}</TableCell>
            {onDelete ? (
              <TableCell align="right" sx={{ pr: 2 }}>
                {text.paymentColumns.delete}
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
  const text = useText(INVOICE_DETAIL_TEXT);
  return (
    <List aria-label={text.paymentHistory} disablePadding>
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
  const text = useText(INVOICE_DETAIL_TEXT);

  function askToDelete(payment: PaymentRecord) {
    setDeleting(payment);
    setConfirmOpen(true);
  }

  return (
    <>
      {payments.length > 0 ? (
        <Paper variant="outlined" sx={{ mt: 3, borderRadius: 1.5, overflow: 'hidden' }}>
          <Typography variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
            {text.paymentHistory}
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
