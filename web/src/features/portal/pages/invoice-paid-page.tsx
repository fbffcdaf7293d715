import type { TPublicInvoice } from '@domain/api/invoices';
import type { ReactNode } from 'react';
import { formatInvoiceMoney } from '../../../lib/invoice-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Facts } from '../components/invoice-document';
import { invoicePath, invoicePayPath, readResultState } from '../components/invoice-paths';
import { PortalShell } from '../components/portal-shell';
import { SaveInvoicePdf } from '../components/save-invoice-pdf';
import styles from '../invoice.module.css';
import { Link, Navigate, useLocation, useParams, useSearchParams } from '../navigation';
import portal from '../portal.module.css';
import { PortalLanguageProvider, usePortalText } from '../portal-language';
import { PaymentLoadState, usePaymentInvoice } from './invoice-pay-page';

/**
 * `/payment/success/:id`: 'Payment Successful' once the bill is Paid. Otherwise back to the pay page,
 * which still takes payment, unless the pay page sent the payer here with `?status=failed` to say
 * 'Payment Failed'.
 */
export function InvoicePaidPage() {
  const id = useParams().id ?? '';
  const isFailed = useSearchParams().get('status') === 'failed';
  const { paidOn, message } = readResultState(useLocation().state);
  const { load, retry } = usePaymentInvoice(id);
  let shown = <PaymentLoadState load={load} retry={retry} />;
  if (load.state === 'loaded') {
    const { invoice } = load;
    if (invoice.status === 'Paid') shown = <PaymentSucceeded invoice={invoice} paidOn={paidOn} />;
    else if (isFailed) shown = <PaymentFailed invoice={invoice} message={message} />;
    else shown = <Navigate to={invoicePayPath(id)} replace />;
  }
  return (
    <PortalLanguageProvider societyDefault={load.state === 'loaded' ? load.invoice.language : undefined}>
      {shown}
    </PortalLanguageProvider>
  );
}

function ResultMessage({
  invoice,
  title,
  children,
}: {
  invoice: TPublicInvoice;
  title: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <PortalShell society={{ name: invoice.issuer.businessName }}>
      <section className={`${styles.panel} ${styles.message}`} aria-labelledby="result-title">
        <h1 id="result-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </PortalShell>
  );
}

/** A client who comes back later gets no date rather than a guessed one: only the pay page knows the day. */
function PaymentSucceeded({ invoice, paidOn }: { invoice: TPublicInvoice; paidOn?: string }) {
  const { text, day } = usePortalText();
  const t = text.invoice;
  return (
    <ResultMessage invoice={invoice} title={t.successTitle}>
      <p className={styles.secondary} style={{ marginTop: 8 }}>
        {t.thanks(invoice.client.name, invoice.issuer.businessName, invoice.invoiceNumber)}
      </p>
      <Facts
        label={t.payment}
        facts={[
          [t.amountPaid, formatInvoiceMoney(invoice.totalAmountReceived, invoice.currency)],
          ...(paidOn ? [[t.paidOn, day(paidOn)] as [string, string]] : []),
        ]}
      />
      <div className={styles.actions}>
        {/* After payment a PDF is offered; the payer has no session, so the public one. */}
        <SaveInvoicePdf invoiceId={invoice._id} contained />
        <Link to={invoicePath(invoice._id)} className={portal.outlinedButton}>
          {t.viewInvoice}
        </Link>
      </div>
    </ResultMessage>
  );
}

function PaymentFailed({ invoice, message }: { invoice: TPublicInvoice; message?: string }) {
  const { text } = usePortalText();
  const t = text.invoice;
  return (
    <ResultMessage invoice={invoice} title={t.failedPaymentTitle}>
      <p className={styles.secondary} style={{ marginTop: 8 }}>
        {t.stillUnpaid(invoice.invoiceNumber, invoice.issuer.businessName)}
      </p>
      {message ? (
        <p className={portal.notice} role="alert">
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link to={invoicePayPath(invoice._id)} className={portal.containedButton}>
          {text.tryAgain}
        </Link>
        <Link to={invoicePath(invoice._id)} className={portal.outlinedButton}>
          {t.viewInvoice}
        </Link>
      </div>
    </ResultMessage>
  );
}
