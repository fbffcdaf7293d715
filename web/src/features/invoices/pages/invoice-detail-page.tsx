import { useLocation } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PublicPage } from '../../../components/public-page';

/** /invoice/:id for anyone with the link (public layout) and /auth/invoice/:id for the owner (app layout). */
export function InvoiceDetailPage() {
  const isOwnerView = useLocation().pathname.startsWith('/auth/');
  const heading = <PageHeading title="Invoice" />;
  return isOwnerView ? heading : <PublicPage maxWidth="lg">{heading}</PublicPage>;
}
