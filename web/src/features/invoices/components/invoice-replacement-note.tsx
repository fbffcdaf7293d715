import type { TInvoiceLink, TPublicInvoice } from '@domain/api/invoices';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useText } from '../../../lib/text';
import { INVOICE_DETAIL_TEXT } from '../text/invoice-detail-text';

function InvoiceLink({ to }: { to: TInvoiceLink }) {
  const text = useText(INVOICE_DETAIL_TEXT);
  return (
    <Link component={RouterLink} to={`/invoice/${encodeURIComponent(to._id)}`} color="inherit">
      {text.number(to.invoiceNumber)}
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
  const text = useText(INVOICE_DETAIL_TEXT);
  return (
    <>
      {invoice.replacedBy ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {text.replacedBy.before}
          <InvoiceLink to={invoice.replacedBy} />
          {text.replacedBy.after}
        </Alert>
      ) : null}
      {invoice.replaces ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {text.lateFeeOn.before}
          <InvoiceLink to={invoice.replaces} />
          {text.lateFeeOn.after}
        </Alert>
      ) : null}
    </>
  );
}
