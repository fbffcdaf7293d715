import type { TPublicInvoice } from '@domain/api/invoices';
import { documentHeading } from '@domain/status';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchPublicInvoice, type PublicInvoiceLoad } from '../api/public-invoice';
import { HowToPay } from '../components/how-to-pay';
import { InvoiceDocument } from '../components/invoice-document';
import { InvoiceReplacement } from '../components/invoice-replacement';
import { FailureMessage, PortalLoading, PortalShell } from '../components/portal-shell';
import { SaveInvoicePdf } from '../components/save-invoice-pdf';
import styles from '../invoice.module.css';
import { Link, Navigate, useParams } from '../navigation';
import portal from '../portal.module.css';
import { PortalLanguageProvider, usePortalText } from '../portal-language';
import { usePublicLoad } from '../use-public-load';

const LOADING: PublicInvoiceLoad = { state: 'loading' };

/**
 * `/invoice/:id`, the link a bill is sent with: how to pay it, the bill itself and its PDF, in the
 * member's language, without the owner app's code. Its owner, signed in, is sent to their own page.
 */
export function PublicInvoicePage() {
  const id = useParams().id ?? '';
  const { load, retry } = usePublicLoad(
    id,
    (signal) => fetchPublicInvoice(id, signal, { asOwner: true }),
    LOADING,
  );
  return (
    <PortalLanguageProvider societyDefault={load.state === 'loaded' ? load.invoice.language : undefined}>
      <PublicInvoiceByState id={id} load={load} retry={retry} />
    </PortalLanguageProvider>
  );
}

function PublicInvoiceByState({
  id,
  load,
  retry,
}: {
  id: string;
  load: PublicInvoiceLoad;
  retry: () => void;
}) {
  const { text } = usePortalText();
  const t = text.invoice;
  if (load.state === 'owner') return <Navigate to={`/auth/invoice/${encodeURIComponent(id)}`} replace />;
  if (load.state === 'loaded') return <PublicInvoice invoice={load.invoice} />;
  if (load.state === 'failed') {
    if (load.failure === 'missing') return <FailureMessage title={t.notFoundTitle} body={t.notFoundText} />;
    if (load.failure === 'offline')
      return <FailureMessage title={text.offlineTitle} body={t.offlineText} onRetry={retry} />;
    return <FailureMessage title={t.failedTitle} body={text.failedText} onRetry={retry} />;
  }
  return <PortalLoading label={t.loading} />;
}

function PublicInvoice({ invoice }: { invoice: TPublicInvoice }) {
  const { text } = usePortalText();
  const t = text.invoice;
  const heading = documentHeading(invoice.type, invoice.balanceDue, invoice.taxDocument);
  const title = t.headings[heading] ?? heading;
  useDocumentTitle(`${title} ${invoice.invoiceNumber}`);
  return (
    <PortalShell society={{ name: invoice.issuer.businessName }}>
      <div className={styles.titleRow}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={portal.muted}>{t.number(invoice.invoiceNumber)}</p>
        </div>
        <div className={styles.actions}>
          <SaveInvoicePdf invoiceId={invoice._id} />
          {/* A flat's bill takes its member to their whole account: every bill, payment and the balance. */}
          {invoice.memberPath ? (
            <Link to={invoice.memberPath} className={portal.outlinedButton}>
              {t.myAccount}
            </Link>
          ) : null}
        </div>
      </div>
      <InvoiceReplacement invoice={invoice} />
      {invoice.paymentOptions ? <HowToPay invoice={invoice} options={invoice.paymentOptions} /> : null}
      <InvoiceDocument invoice={invoice} />
    </PortalShell>
  );
}
