import type { TInvoiceListRow } from '@domain/api/invoices';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { INVOICE_LISTS_TEXT } from '../text/invoice-lists-text';

/** What the table and the phone list both show. */
export type InvoiceRowsProps = {
  invoices: readonly TInvoiceListRow[];
  /** A list of money owed (overdue, partly paid): the phone shows each one's balance, not its total. */
  showsBalance?: boolean;
};

export function invoicePath(invoice: TInvoiceListRow): string {
  return `/auth/invoice/${encodeURIComponent(invoice._id)}`;
}

export function editInvoicePath(invoice: TInvoiceListRow): string {
  return `/edit/invoice/${encodeURIComponent(invoice._id)}`;
}

/** A link, not a handler, so it opens in a new tab and is announced as going somewhere. */
export function EditInvoiceButton({ invoice }: { invoice: TInvoiceListRow }) {
  const text = useText(INVOICE_LISTS_TEXT);
  if (!useCan('keepBooks')) return null;
  return (
    <IconButton
      component={RouterLink}
      to={editInvoicePath(invoice)}
      aria-label={text.editInvoice(invoice.invoiceNumber)}
    >
      <EditOutlinedIcon fontSize="small" />
    </IconButton>
  );
}
