import { useParams } from 'react-router';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { isNotFoundError } from '../../../lib/api-client';
import { useText } from '../../../lib/text';
import { useInvoice } from '../api/get-invoice';
import { InvoiceDetailNotFound } from '../components/invoice-detail-not-found';
import { InvoiceDetailView } from '../components/invoice-detail-view';
import { INVOICE_DETAIL_TEXT } from '../text/invoice-detail-text';

function InvoiceDetail({ id }: { id: string }) {
  const invoiceQuery = useInvoice(id);
  const text = useText(INVOICE_DETAIL_TEXT);
  if (invoiceQuery.isPending) {
    // The page is named at once (tab title, screen readers); the type replaces it once it is known.
    return (
      <>
        <PageHeading title={text.title} />
        <LoadingSpinner label={text.loading} />
      </>
    );
  }
  if (invoiceQuery.isError) {
    if (isNotFoundError(invoiceQuery.error)) return <InvoiceDetailNotFound />;
    return (
      <>
        <PageHeading title={text.title} />
        <LoadFailed message={invoiceQuery.error.message} onRetry={() => invoiceQuery.refetch()} />
      </>
    );
  }
  return <InvoiceDetailView invoice={invoiceQuery.data} />;
}

/**
 * /auth/invoice/:id, the owner's page of an invoice in the app; the link a client is sent
 * (/invoice/:id) is the member pages' own.
 */
export function InvoiceDetailPage() {
  return <InvoiceDetail id={useParams().id ?? ''} />;
}
