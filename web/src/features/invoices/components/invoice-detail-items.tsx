import type { TInvoice } from '@domain/api/invoices';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatInvoiceMoney, lineTax, percent, quantity } from '../../../lib/invoice-format';
import { useText } from '../../../lib/text';
import { INVOICE_DOCUMENT_TEXT } from '../text/invoice-document-text';

export type InvoiceItemsProps = { items: TInvoice['items']; currency: string };

const NUMBER = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A line's SAC and rate, or why it carries no GST, in small print under its name. */
export function LineTaxNote({ item }: { item: InvoiceItemsProps['items'][number] }) {
  const text = lineTax(item);
  if (!text) return null;
  return (
    <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
      {text}
    </Typography>
  );
}

/** The lines with the form's columns, figures right-aligned so their digits line up. */
export function InvoiceDetailItems({ items, currency }: InvoiceItemsProps) {
  const text = useText(INVOICE_DOCUMENT_TEXT);
  const columns = text.itemColumns;
  return (
    // A window too narrow for six columns scrolls the table inside its box, never the page.
    <TableContainer>
      <Table aria-label={text.items} size="small" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>
            <TableCell>{columns.itemName}</TableCell>
            <TableCell align="right">{columns.quantity}</TableCell>
            <TableCell align="right">{columns.price}</TableCell>
            <TableCell align="right">{columns.discount}</TableCell>
            <TableCell align="right">{columns.lateFee}</TableCell>
            <TableCell align="right">{columns.amount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            // Lines have no id and never move while shown: the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TableRow key={index}>
              <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.itemName}
                <LineTaxNote item={item} />
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {quantity(item, currency)}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatInvoiceMoney(item.unitPrice, currency)}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {percent(item.discount)}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {percent(item.overDues)}
              </TableCell>
              <TableCell align="right" sx={{ ...NUMBER, fontWeight: 600 }}>
                {formatInvoiceMoney(item.amount, currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
