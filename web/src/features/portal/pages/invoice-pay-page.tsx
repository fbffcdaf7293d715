import type { TPublicInvoice } from '@domain/api/invoices';
import { fetchPublicInvoice, type PublicInvoiceLoad } from '../api/public-invoice';
import {
  invoicePaidPath,
  invoicePayPath,
  type ReplacedState,
  readReplacedState,
} from '../components/invoice-paths';
import { PayCard } from '../components/pay-card';
import { FailureMessage, PortalLoading, PortalShell } from '../components/portal-shell';
import { usePayInvoice } from '../components/use-pay-invoice';
import { Navigate, useLocation, useParams } from '../navigation';
import { PortalLanguageProvider, usePortalText } from '../portal-language';
import { usePublicLoad } from '../use-public-load';

const LOADING: PublicInvoiceLoad = { state: 'loading' };

/** A bill behind a payment link: asked without any session, as its payer sees it. */
export function usePaymentInvoice(id: string) {
  return usePublicLoad(id, (signal) => fetchPublicInvoice(id, signal, { asOwner: false }), LOADING);
}

/** What a payment page shows until the bill is known: a spinner, 'No Invoice Found', or a retry. */
export function PaymentLoadState({ load, retry }: { load: PublicInvoiceLoad; retry: () => void }) {
  const { text } = usePortalText();
  const t = text.invoice;
  if (load.state === 'failed') {
    if (load.failure === 'missing') return <FailureMessage title={t.noInvoiceTitle} body={t.noInvoiceText} />;
    const title = load.failure === 'offline' ? text.offlineTitle : t.failedTitle;
    const body = load.failure === 'offline' ? t.offlineText : text.failedText;
    return <FailureMessage title={title} body={body} onRetry={retry} />;
  }
  return <PortalLoading label={t.loading} />;
}

/** `/payment/:id`, the link a client is sent: Paid goes to the result page, a replaced bill to its replacement, else pay. */
export function InvoicePayPage() {
  const id = useParams().id ?? '';
  const { load, retry } = usePaymentInvoice(id);
  return (
    <PortalLanguageProvider societyDefault={load.state === 'loaded' ? load.invoice.language : undefined}>
      {load.state === 'loaded' ? (
        <PayInvoice invoice={load.invoice} onRefused={retry} />
      ) : (
        <PaymentLoadState load={load} retry={retry} />
      )}
    </PortalLanguageProvider>
  );
}

function PayInvoice({ invoice, onRefused }: { invoice: TPublicInvoice; onRefused: () => void }) {
  const { pay, phase, notice } = usePayInvoice(invoice, onRefused);
  const { replacedNumber } = readReplacedState(useLocation().state);
  // While a payment is being confirmed the pay flow goes to the result itself, with the day it was paid.
  if (invoice.status === 'Paid' && phase !== 'confirming') {
    return <Navigate to={invoicePaidPath(invoice._id)} replace />;
  }
  // The replacement carries the debt now: its link is the one that pays.
  if (invoice.replacedBy && phase === 'idle') {
    const state: ReplacedState = { replacedNumber: invoice.invoiceNumber };
    return <Navigate to={invoicePayPath(invoice.replacedBy._id)} replace state={state} />;
  }
  return (
    <PortalShell society={{ name: invoice.issuer.businessName }}>
      <PayCard
        invoice={invoice}
        phase={phase}
        notice={notice}
        onPay={() => void pay()}
        replacedNumber={replacedNumber}
      />
    </PortalShell>
  );
}
