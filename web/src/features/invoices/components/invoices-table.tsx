import { flatLabel } from '@domain/api/customers';
import type { TInvoiceListRow } from '@domain/api/invoices';
import { formatCalendarDate } from '@domain/format';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LIST_HEADER_CELLS } from '../../../components/list-table';
import { formatInvoiceMoney } from '../../../lib/invoice-format';
import { useText } from '../../../lib/text';
import { INVOICE_LISTS_TEXT } from '../text/invoice-lists-text';
import { EditInvoiceButton, type InvoiceRowsProps, invoicePath } from './invoice-row-parts';
import { InvoiceStatusChip } from './invoice-status-chip';

/** Dates, amounts and numbers read badly when broken over two lines. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function InvoicesTable({ invoices }: InvoiceRowsProps) {
  const navigate = useNavigate();
  const text = useText(INVOICE_LISTS_TEXT);

  function openInvoice(event: MouseEvent<HTMLTableRowElement>, invoice: TInvoiceListRow) {
    // The number's link and the edit button go where they go themselves.
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    navigate(invoicePath(invoice));
  }

  return (
    // Between a phone and a wide screen the table may not fit: it scrolls sideways in its own box.
    <TableContainer>
      <Table aria-label={text.table} size="small" sx={{ minWidth: 860, '& th, & td': { px: 1.5 } }}>
        <TableHead>
          <TableRow
            sx={{
              '& th': LIST_HEADER_CELLS,
              '& th:first-of-type': { pl: 2.5 },
            }}
          >
            <TableCell>{text.columns.number}</TableCell>
            <TableCell>{text.columns.client}</TableCell>
            <TableCell>{text.columns.date}</TableCell>
            <TableCell>{text.columns.dueDate}</TableCell>
            <TableCell align="right">{text.columns.amount}</TableCell>
            <TableCell align="right">{text.columns.balance}</TableCell>
            <TableCell>{text.columns.status}</TableCell>
            <TableCell align="center">{text.columns.edit}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            // The whole row opens the invoice for a mouse; the number's link is the way in for keyboards.
            <TableRow
              key={invoice._id}
              hover
              onClick={(event) => openInvoice(event, invoice)}
              sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
            >
              <TableCell sx={{ ...NO_WRAP, pl: 2.5 }}>
                <Link component={RouterLink} to={invoicePath(invoice)} sx={{ fontWeight: 600 }}>
                  {invoice.invoiceNumber}
                </Link>
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {invoice.client.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {flatLabel(invoice.client)}
                </Typography>
              </TableCell>
              <TableCell sx={NO_WRAP}>{formatCalendarDate(invoice.date)}</TableCell>
              <TableCell sx={NO_WRAP}>{formatCalendarDate(invoice.dueDate)}</TableCell>
              <TableCell align="right" sx={{ ...NO_WRAP, fontVariantNumeric: 'tabular-nums' }}>
                {formatInvoiceMoney(invoice.total, invoice.currency)}
              </TableCell>
              <TableCell align="right" sx={{ ...NO_WRAP, fontVariantNumeric: 'tabular-nums' }}>
                {formatInvoiceMoney(invoice.balanceDue, invoice.currency)}
              </TableCell>
              <TableCell>
                <InvoiceStatusChip status={invoice.status} type={invoice.type} />
              </TableCell>
              <TableCell align="center" sx={{ py: 0.5 }}>
                <EditInvoiceButton invoice={invoice} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
