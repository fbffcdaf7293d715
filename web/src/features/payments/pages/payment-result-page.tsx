import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { PublicPage } from '../../../components/public-page';
import { PaymentInvoice, PaymentLoading } from '../components/payment-invoice';
import { paymentPath, readResultState } from '../components/payment-paths';
import { PaymentFailed, PaymentSucceeded } from '../components/payment-result';

const TITLE = 'Payment status';

/**
 * /payment/success/:id: 'Payment Successful' once the invoice is Paid. Otherwise back to the pay page,
 * which still takes payment, unless the pay page sent the client here with `?status=failed` to say
 * 'Payment Failed'.
 */
export function PaymentResultPage() {
  const id = useParams().id ?? '';
  const isFailed = useSearchParams()[0].get('status') === 'failed';
  const { paidOn, message } = readResultState(useLocation().state);
  return (
    <PublicPage maxWidth="sm">
      <PaymentInvoice id={id} title={TITLE}>
        {(invoice, isFetching) => {
          if (invoice.status === 'Paid') return <PaymentSucceeded invoice={invoice} paidOn={paidOn} />;
          // Just after a payment the cached invoice is still unpaid while it is asked again: wait for it.
          if (isFetching) return <PaymentLoading title={TITLE} />;
          if (isFailed) return <PaymentFailed invoice={invoice} message={message} />;
          return <Navigate to={paymentPath(id)} replace />;
        }}
      </PaymentInvoice>
    </PublicPage>
  );
}
