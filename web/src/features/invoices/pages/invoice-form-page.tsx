import type { TInvoice } from '@domain/api/invoices';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { isNotFoundError } from '../../../lib/api-client';
import { hasPaymentMethod, type Session, useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useLateFeeRefusal } from '../../interest';
import { isOwnerView, useInvoice } from '../api/get-invoice';
import { useNextInvoiceNumber } from '../api/get-next-invoice-number';
import { InvoiceDetailNotFound } from '../components/invoice-detail-not-found';
import { InvoiceForm } from '../components/invoice-form';
import { editInvoiceDefaults, newInvoiceDefaults } from '../components/invoice-form-schema';
import { lateFeeInvoiceDefaults } from '../components/late-fee-defaults';
import { lateFeeRefusalOf } from '../components/late-fee-refusal';
import { INVOICE_FORM_TEXT } from '../text/invoice-form-text';

function Loading() {
  const text = useText(INVOICE_FORM_TEXT);
  return <LoadingSpinner label={text.loading} />;
}

function business(session: Session) {
  const profile = session.userProfile;
  return {
    userId: session.result._id,
    businessName: profile.businessName || session.result.name,
    logo: profile.logo,
    taxRegistration: { gstin: profile.gstno || null, stateCode: profile.state || null },
  };
}

function NewInvoice({ session }: { session: Session }) {
  const fresh = newInvoiceDefaults(session.userProfile.paymentDetails);
  const next = useNextInvoiceNumber(fresh.date, {
    enabled: hasPaymentMethod(session.userProfile),
    isAlwaysFresh: true,
  });
  const text = useText(INVOICE_FORM_TEXT);
  if (!hasPaymentMethod(session.userProfile)) {
    // An invoice needs a way to be paid (Razorpay keys or a UPI ID): say so rather than offer a form
    // that leads nowhere.
    return (
      <Alert
        severity="info"
        action={
          <Button component={Link} to="/settings" color="inherit" size="small">
            {text.settings}
          </Button>
        }
      >
        {text.needsPaymentMethod}
      </Alert>
    );
  }
  if (next.isPending) return <Loading />;
  // Without the next number the server still numbers the invoice; the box is simply left for the owner.
  const defaults = { ...fresh, invoiceNumber: next.data?.number ?? '' };
  return <InvoiceForm defaults={defaults} nextNumber={next.data} {...business(session)} />;
}

/**
 * A form page on one of the owner's invoices: a spinner while it (and whatever else the page waits
 * for) loads, the content once it is the owner's, the error when loading failed. Another business's
 * invoice comes back as its public view: it is not this owner's to change, so it is not found; the
 * not-found page brings its own heading, the page's one h1.
 */
function OwnInvoicePage({
  id,
  title,
  isWaiting = false,
  render,
}: {
  id: string;
  title: string;
  isWaiting?: boolean;
  render: (invoice: TInvoice) => ReactNode;
}) {
  const invoiceQuery = useInvoice(id);
  const invoice = invoiceQuery.data;
  const error = invoiceQuery.error;
  let content: ReactNode;
  if (invoiceQuery.isPending || isWaiting) content = <Loading />;
  else if (invoice && isOwnerView(invoice)) content = render(invoice);
  else if (error && !isNotFoundError(error)) content = <Alert severity="error">{error.message}</Alert>;
  else return <InvoiceDetailNotFound />;
  return (
    <>
      <PageHeading title={title} />
      {content}
    </>
  );
}

function EditInvoice({ session, id }: { session: Session; id: string }) {
  const text = useText(INVOICE_FORM_TEXT);
  return (
    <OwnInvoicePage
      id={id}
      title={text.editTitle}
      render={(invoice) => (
        <InvoiceForm
          key={invoice._id}
          defaults={editInvoiceDefaults(invoice)}
          invoice={invoice}
          {...business(session)}
        />
      )}
    />
  );
}

/**
 * The late-fee invoice's form, or why this invoice cannot have one (already replaced, paid, not yet due,
 * or the business charges interest on arrears instead).
 */
function LateFeeInvoice({ session, id }: { session: Session; id: string }) {
  const next = useNextInvoiceNumber(todayIn(DEFAULT_TIME_ZONE, new Date()), { isAlwaysFresh: true });
  // A business that charges interest on arrears makes no late-fee invoices.
  const chargesInterest = useLateFeeRefusal(session.result._id);
  const text = useText(INVOICE_FORM_TEXT);
  return (
    <OwnInvoicePage
      id={id}
      title={text.lateFeeTitle}
      isWaiting={next.isPending || chargesInterest === undefined}
      render={(original) => {
        const refusal = lateFeeRefusalOf(original) ?? chargesInterest;
        return refusal ? (
          <Alert
            severity="info"
            action={
              <Button
                component={Link}
                to={`/invoice/${encodeURIComponent(original._id)}`}
                color="inherit"
                size="small"
              >
                {text.openInvoice}
              </Button>
            }
          >
            {refusal}
          </Alert>
        ) : (
          <InvoiceForm
            key={original._id}
            defaults={lateFeeInvoiceDefaults(original, next.data?.number ?? '')}
            replaces={original}
            nextNumber={next.data}
            {...business(session)}
          />
        );
      }}
    />
  );
}

/** /invoice creates; /edit/invoice/:id and /paid/:id edit; /overdue/:id replaces with a late fee. */
export function InvoiceFormPage() {
  const session = useSession();
  const { pathname } = useLocation();
  const id = useParams().id;
  const text = useText(INVOICE_FORM_TEXT);
  if (!session) return null;
  if (pathname.startsWith('/overdue/') && id) return <LateFeeInvoice session={session} id={id} />;
  const isEdit = Boolean(id) && (pathname.startsWith('/edit/invoice/') || pathname.startsWith('/paid/'));
  if (isEdit && id) return <EditInvoice session={session} id={id} />;
  return (
    <>
      <PageHeading title={text.createTitle} />
      <NewInvoice session={session} />
    </>
  );
}
