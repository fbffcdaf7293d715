import type { TInvoice, TPublicInvoice } from '@domain/api/invoices';
import { NO_INVOICE_FOUND_MESSAGE } from '@domain/api/online-payments';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import type { ReactNode } from 'react';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { isNotFoundError } from '../../../lib/api-client';
import { useInvoice } from '../../invoices';
import { PaymentMessage } from './payment-message';

export function PaymentLoading({ title }: { title: string }) {
  // The page is named at once (tab title, screen readers) while the invoice loads.
  return (
    <>
      <PageHeading title={title} />
      <LoadingSpinner label="Loading invoice" />
    </>
  );
}

type PaymentInvoiceProps = {
  id: string;
  /** The heading while the invoice loads or cannot be loaded. */
  title: string;
  children: (invoice: TInvoice | TPublicInvoice, isFetching: boolean) => ReactNode;
};

/** The invoice behind a payment link: a spinner, 'No Invoice Found', a retry, or the page itself. */
export function PaymentInvoice({ id, title, children }: PaymentInvoiceProps) {
  const invoiceQuery = useInvoice(id);
  if (invoiceQuery.isPending) return <PaymentLoading title={title} />;
  if (invoiceQuery.isError) {
    if (isNotFoundError(invoiceQuery.error)) {
      return (
        <PaymentMessage icon={<SearchOffOutlinedIcon color="primary" />} title={NO_INVOICE_FOUND_MESSAGE}>
          This payment link does not lead to an invoice. Please check the link you were sent.
        </PaymentMessage>
      );
    }
    return (
      <>
        <PageHeading title={title} />
        <LoadFailed message={invoiceQuery.error.message} onRetry={() => invoiceQuery.refetch()} />
      </>
    );
  }
  return children(invoiceQuery.data, invoiceQuery.isFetching);
}
