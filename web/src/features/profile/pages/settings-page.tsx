import { PageHeading } from '../../../components/page-heading';

export function SettingsPage() {
  return (
    <PageHeading
      title="Settings"
      description="Your business profile: the details printed on every invoice, and how your customers pay you."
    />
  );
}
