import { PageHeading } from '../../../components/page-heading';
import { PublicPage } from '../../../components/public-page';

export function PaymentPage() {
  return (
    <PublicPage maxWidth="md">
      <PageHeading title="Pay invoice" />
    </PublicPage>
  );
}
