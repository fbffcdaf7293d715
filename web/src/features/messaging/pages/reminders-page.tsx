import { PageHeading } from '../../../components/page-heading';

export function RemindersPage() {
  return (
    <PageHeading
      title="Reminders"
      description="Remind every customer with an overdue invoice, by e-mail or on WhatsApp, from the quick actions button."
    />
  );
}
