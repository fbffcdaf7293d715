import type { TInvoiceLink, TPublicInvoice } from '@domain/api/invoices';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

function InvoiceLink({ to }: { to: TInvoiceLink }) {
  return (
    <Link component={RouterLink} to={`/invoice/${encodeURIComponent(to._id)}`} color="inherit">
      No. {to.invoiceNumber}
    </Link>
  );
}

/**
 * A replaced invoice points to the late-fee invoice that now carries its debt, and a late-fee invoice
 * back to the one it replaced, for the owner and the client alike.
 */
export function InvoiceReplacementNote({
  invoice,
}: {
  invoice: Pick<TPublicInvoice, 'replacedBy' | 'replaces'>;
}) {
  return (
    <>
      {invoice.replacedBy ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Replaced by <InvoiceLink to={invoice.replacedBy} /> with late fee
        </Alert>
      ) : null}
      {invoice.replaces ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          Late fee on <InvoiceLink to={invoice.replaces} />
        </Alert>
      ) : null}
    </>
  );
}
