import { useParams } from 'react-router';
import { PublicPage } from '../../../components/public-page';
import { PayInvoice } from '../components/pay-invoice';
import { PaymentInvoice } from '../components/payment-invoice';

/** /payment/:id, the link a client is sent: Paid goes to the result page, a replaced invoice to its replacement, else pay. */
export function PaymentPage() {
  const id = useParams().id ?? '';
  return (
    <PublicPage maxWidth="sm">
      <PaymentInvoice id={id} title="Pay invoice">
        {(invoice) => <PayInvoice invoice={invoice} />}
      </PaymentInvoice>
    </PublicPage>
  );
}
