import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import type { TInvoice, TPublicInvoice } from '../../../../../domain/api/invoices';
import { PageHeading } from '../../../components/page-heading';
import { useSession } from '../../../lib/session';
import { isOwnerView } from '../api/get-invoice';
import { InvoiceDetailDocument } from './invoice-detail-document';
import { InvoiceDetailPayments } from './invoice-detail-payments';

/** SPEC §2: the heading is the type, or 'Invoice' once nothing is left to pay (a paid Proforma is an invoice). */
export function invoiceHeading(invoice: Pick<TPublicInvoice, 'type' | 'balanceDue'>): string {
  return invoice.balanceDue <= 0 ? 'Invoice' : invoice.type;
}

/**
 * The creator's buttons need both the owner's answer and the signed-in creator: the answer alone could
 * be a cached one from before a sign-out, the session alone says nothing about this invoice.
 */
function useIsCreator(invoice: TInvoice | TPublicInvoice): boolean {
  const userId = useSession()?.result._id;
  return isOwnerView(invoice) && Boolean(userId) && invoice.creator.includes(userId ?? '');
}

export function InvoiceDetailView({ invoice }: { invoice: TInvoice | TPublicInvoice }) {
  const isCreator = useIsCreator(invoice);
  // Later issues add Add Overdues Fine, Record Payment, Send via Email/WhatsApp and Save as PDF here.
  const actions = isCreator ? (
    <Button
      component={Link}
      to={`/edit/invoice/${encodeURIComponent(invoice._id)}`}
      variant="contained"
      startIcon={<EditOutlinedIcon />}
    >
      Edit Invoice
    </Button>
  ) : null;
  return (
    <>
      <PageHeading
        title={invoiceHeading(invoice)}
        description={`No. ${invoice.invoiceNumber}`}
        actions={actions}
      />
      <InvoiceDetailDocument invoice={invoice} />
      {isOwnerView(invoice) && invoice.paymentRecords.length > 0 ? (
        <InvoiceDetailPayments payments={invoice.paymentRecords} currency={invoice.currency} />
      ) : null}
    </>
  );
}
