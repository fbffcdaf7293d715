import { PageHeading } from '../../../components/page-heading';
import { PublicPage } from '../../../components/public-page';

export function PaymentResultPage() {
  return (
    <PublicPage maxWidth="md">
      <PageHeading title="Payment status" />
    </PublicPage>
  );
}
