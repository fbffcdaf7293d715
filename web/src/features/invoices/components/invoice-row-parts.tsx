import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import type { TInvoiceListRow } from '../../../../../domain/api/invoices';
import { formatMoney } from '../../../../../domain/format';
import { toPaise } from '../../../../../domain/money';

/** What the table and the phone list both show. */
export type InvoiceRowsProps = { invoices: readonly TInvoiceListRow[] };

export function invoicePath(invoice: TInvoiceListRow): string {
  return `/auth/invoice/${encodeURIComponent(invoice._id)}`;
}

export function editInvoicePath(invoice: TInvoiceListRow): string {
  return `/edit/invoice/${encodeURIComponent(invoice._id)}`;
}

/** The API sends rupees with up to 2 decimals; the formatter takes exact paise. */
export function formatInvoiceMoney(amount: number, currency: string): string {
  return formatMoney(toPaise(amount), currency);
}

/** A link, not a handler, so it opens in a new tab and is announced as going somewhere. */
export function EditInvoiceButton({ invoice }: { invoice: TInvoiceListRow }) {
  return (
    <IconButton
      component={RouterLink}
      to={editInvoicePath(invoice)}
      aria-label={`Edit invoice ${invoice.invoiceNumber}`}
    >
      <EditOutlinedIcon fontSize="small" />
    </IconButton>
  );
}
