import { PageHeading } from '../../../components/page-heading';

export function DashboardPage() {
  return (
    <PageHeading title="Dashboard" description="What you have billed, what has been paid and what is due." />
  );
}
