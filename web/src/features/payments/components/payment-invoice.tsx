import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import type { TInvoice, TPublicInvoice } from '../../../../../domain/api/invoices';
import { NO_INVOICE_FOUND_MESSAGE } from '../../../../../domain/api/online-payments';
import { PageHeading } from '../../../components/page-heading';
import { ApiError } from '../../../lib/api-client';
import { useInvoice } from '../../invoices';
import { PaymentMessage } from './payment-message';

/** A malformed id (400) and an unknown one (404) are the same dead link to whoever followed it. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function PaymentLoading({ title }: { title: string }) {
  // The page is named at once (tab title, screen readers) while the invoice loads.
  return (
    <>
      <PageHeading title={title} />
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading invoice" />
      </Box>
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
    if (isNotFound(invoiceQuery.error)) {
      return (
        <PaymentMessage icon={<SearchOffOutlinedIcon color="primary" />} title={NO_INVOICE_FOUND_MESSAGE}>
          This payment link does not lead to an invoice. Please check the link you were sent.
        </PaymentMessage>
      );
    }
    return (
      <>
        <PageHeading title={title} />
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
  return children(invoiceQuery.data, invoiceQuery.isFetching);
}
