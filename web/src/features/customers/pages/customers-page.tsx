import { PageHeading } from '../../../components/page-heading';

export function CustomersPage() {
  return (
    <PageHeading title="Customers" description="Everyone you bill, with their flat and contact details." />
  );
}
