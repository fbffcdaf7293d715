import { useLocation } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { invoiceListForPath } from '../invoice-lists';

export function InvoiceListPage() {
  const { pathname } = useLocation();
  return <PageHeading title={invoiceListForPath(pathname).title} />;
}
