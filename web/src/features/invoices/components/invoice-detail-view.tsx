import type { TInvoice, TPublicInvoice } from '@domain/api/invoices';
import { documentHeading } from '@domain/status';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DialogLoading } from '../../../components/dialog-loading';
import { PageHeading } from '../../../components/page-heading';
import { useCan, useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { RecordHistorySection } from '../../activity';
import { CreditNoteAction, InvoiceCreditNotes } from '../../credit-notes';
import { SavePdfButton } from '../../documents';
import { InvoiceInterest } from '../../interest';
import {
  InvoiceMessages,
  InvoiceShareActions,
  SendInvoiceEmailButton,
  SendInvoiceWhatsAppButton,
} from '../../messaging';
import { RecordPaymentDialog } from '../../payments';
import { isOwnerView } from '../api/get-invoice';
import { INVOICE_DETAIL_TEXT } from '../text/invoice-detail-text';
import { AddOverduesFineButton } from './add-overdues-fine-button';
import { InvoiceDetailDocument } from './invoice-detail-document';
import { InvoiceDetailPayments } from './invoice-detail-payments';
import { InvoiceReplacementNote } from './invoice-replacement-note';

/**
 * The business's own buttons need both the owner's answer and a session acting for the business that
 * billed it (its owner's id is the invoice's creator): the answer alone could be a cached one from
 * before a sign-out, the session alone says nothing about this invoice.
 */
function useIsCreator(invoice: TInvoice | TPublicInvoice): boolean {
  const ownerId = useSession()?.userProfile.userId;
  return isOwnerView(invoice) && Boolean(ownerId) && invoice.creator.includes(ownerId ?? '');
}

/**
 * The creator's actions: Edit Invoice, Add Overdues Fine, Record Payment and Credit note while something
 * is still due, sending, and sharing by hand.
 */
function CreatorActions({ invoice }: { invoice: TInvoice }) {
  // 0 until the first opening, so the dialog's code is fetched only by an owner who records a payment;
  // each opening mounts a fresh dialog (its form belongs to one opening).
  const [dialogKey, setDialogKey] = useState(0);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const text = useText(INVOICE_DETAIL_TEXT);
  return (
    <>
      {/* A replaced invoice stays as it was billed; its late-fee invoice is the one to change. */}
      {invoice.replacedBy ? null : (
        <Button
          component={Link}
          to={`/edit/invoice/${encodeURIComponent(invoice._id)}`}
          variant="contained"
          startIcon={<EditOutlinedIcon />}
        >
          {text.editInvoice}
        </Button>
      )}
      <AddOverduesFineButton invoice={invoice} />
      {/* A Paid invoice has nothing left to record; a replaced one's debt is on its late-fee invoice. */}
      {invoice.balanceDue > 0 && !invoice.replacedBy ? (
        <Button
          variant="outlined"
          startIcon={<PaymentsOutlinedIcon />}
          onClick={() => {
            setDialogKey((key) => key + 1);
            setDialogOpen(true);
          }}
        >
          {text.recordPayment}
        </Button>
      ) : null}
      {/* Takes off the bill what it should not have billed; shown on the same terms the server allows it. */}
      <CreditNoteAction invoice={invoice} />
      <SendInvoiceEmailButton invoiceId={invoice._id} />
      <SendInvoiceWhatsAppButton invoiceId={invoice._id} />
      {/* To send it by hand; a replaced invoice is not sent at all, its late-fee invoice is. */}
      {invoice.replacedBy ? null : <InvoiceShareActions invoice={invoice} />}
      {/* Outside the condition above: the payment that clears the balance hides the button, not the dialog. */}
      {dialogKey > 0 ? (
        <Suspense fallback={<DialogLoading />}>
          <RecordPaymentDialog
            key={dialogKey}
            open={isDialogOpen}
            invoice={invoice}
            onClose={() => setDialogOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export function InvoiceDetailView({ invoice }: { invoice: TInvoice | TPublicInvoice }) {
  const isCreator = useIsCreator(invoice);
  const canKeepBooks = useCan('keepBooks');
  const text = useText(INVOICE_DETAIL_TEXT);
  return (
    <>
      <PageHeading
        title={documentHeading(invoice.type, invoice.balanceDue, invoice.taxDocument)}
        description={text.number(invoice.invoiceNumber)}
        actions={
          <>
            {isCreator && canKeepBooks && isOwnerView(invoice) ? <CreatorActions invoice={invoice} /> : null}
            {/* For everyone; only the creator's copy goes through generate, which needs the session. */}
            <SavePdfButton invoiceId={invoice._id} isOwner={isCreator} />
          </>
        }
      />
      <InvoiceReplacementNote invoice={invoice} />
      <InvoiceDetailDocument invoice={invoice} />
      {isOwnerView(invoice) ? <InvoiceInterest invoice={invoice} /> : null}
      {isOwnerView(invoice) ? <InvoiceCreditNotes invoice={invoice} /> : null}
      {isOwnerView(invoice) ? <InvoiceDetailPayments invoice={invoice} canDelete={isCreator} /> : null}
      {isCreator ? <InvoiceMessages invoiceId={invoice._id} /> : null}
      {isCreator ? <RecordHistorySection entityId={invoice._id} /> : null}
    </>
  );
}
