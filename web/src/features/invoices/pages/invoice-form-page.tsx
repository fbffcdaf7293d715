import { useLocation } from 'react-router';
import { PageHeading } from '../../../components/page-heading';

/** One form for /invoice (create), /edit/invoice/:id, /paid/:id and /overdue/:id (a copy with a late fee). */
function formTitle(pathname: string): string {
  if (pathname.startsWith('/overdue/')) return 'Create invoice with late fee';
  if (pathname.startsWith('/edit/invoice/') || pathname.startsWith('/paid/')) return 'Edit invoice';
  return 'Create invoice';
}

export function InvoiceFormPage() {
  const { pathname } = useLocation();
  return <PageHeading title={formTitle(pathname)} />;
}
