import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useLocation, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PublicPage } from '../../../components/public-page';
import { ApiError } from '../../../lib/api-client';
import { useInvoice } from '../api/get-invoice';
import { InvoiceDetailNotFound } from '../components/invoice-detail-not-found';
import { InvoiceDetailView } from '../components/invoice-detail-view';

/**
 * The server answers a malformed id with 400 and an unknown one with 404, both 'Invoice not found':
 * to whoever followed the link they are the same dead link.
 */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function InvoiceDetail({ id, isOwnerPath }: { id: string; isOwnerPath: boolean }) {
  const invoiceQuery = useInvoice(id);
  if (invoiceQuery.isPending) {
    // The page is named at once (tab title, screen readers); the type replaces it once it is known.
    return (
      <>
        <PageHeading title="Invoice" />
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading invoice" />
        </Box>
      </>
    );
  }
  if (invoiceQuery.isError) {
    if (isNotFound(invoiceQuery.error)) return <InvoiceDetailNotFound isOwnerPath={isOwnerPath} />;
    return (
      <>
        <PageHeading title="Invoice" />
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => invoiceQuery.refetch()}>
              Try again
            </Button>
          }
        >
          {invoiceQuery.error.message}
        </Alert>
      </>
    );
  }
  return <InvoiceDetailView invoice={invoiceQuery.data} />;
}

/** /invoice/:id for anyone with the link (public layout) and /auth/invoice/:id for the owner (app layout). */
export function InvoiceDetailPage() {
  const isOwnerPath = useLocation().pathname.startsWith('/auth/');
  const id = useParams().id ?? '';
  const detail = <InvoiceDetail id={id} isOwnerPath={isOwnerPath} />;
  return isOwnerPath ? detail : <PublicPage maxWidth="lg">{detail}</PublicPage>;
}
