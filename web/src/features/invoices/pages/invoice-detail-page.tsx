import { useLocation, useParams } from 'react-router';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { PublicPage } from '../../../components/public-page';
import { isNotFoundError } from '../../../lib/api-client';
import { useInvoice } from '../api/get-invoice';
import { InvoiceDetailNotFound } from '../components/invoice-detail-not-found';
import { InvoiceDetailView } from '../components/invoice-detail-view';

function InvoiceDetail({ id, isOwnerPath }: { id: string; isOwnerPath: boolean }) {
  const invoiceQuery = useInvoice(id);
  if (invoiceQuery.isPending) {
    // The page is named at once (tab title, screen readers); the type replaces it once it is known.
    return (
      <>
        <PageHeading title="Invoice" />
        <LoadingSpinner label="Loading invoice" />
      </>
    );
  }
  if (invoiceQuery.isError) {
    if (isNotFoundError(invoiceQuery.error)) return <InvoiceDetailNotFound isOwnerPath={isOwnerPath} />;
    return (
      <>
        <PageHeading title="Invoice" />
        <LoadFailed message={invoiceQuery.error.message} onRetry={() => invoiceQuery.refetch()} />
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
