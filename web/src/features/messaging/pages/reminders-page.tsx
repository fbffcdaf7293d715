import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/empty-state';
import { ALL_ROWS } from '../../../components/list-pagination';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useSession } from '../../../lib/session';
import { InvoiceRows, useInvoiceListView } from '../../invoices';
import { RecentReminders } from '../components/recent-reminders';
import { ReminderButtons } from '../components/reminder-buttons';

/** The invoices a reminder would be about: every overdue one, a batch at a time as the owner scrolls. */
function OverdueInvoices({ ownerId }: { ownerId: string }) {
  const view = useInvoiceListView(ownerId, 'overdues', 1, ALL_ROWS);
  if (view.isPending) return <LoadingSpinner label="Loading overdue invoices" />;
  if (view.error && view.rows.length === 0) {
    return <LoadFailed message={view.error.message} onRetry={view.retry} />;
  }
  return (
    <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
      <Typography variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {`Overdue invoices (${view.total})`}
      </Typography>
      {view.total === 0 ? (
        <EmptyState icon={<EventBusyOutlinedIcon />}>
          No overdue invoices: nobody needs a reminder today.
        </EmptyState>
      ) : (
        <InvoiceRows invoices={view.rows} hasMore={view.hasMore} onLoadMore={view.loadMore} />
      )}
    </Paper>
  );
}

/**
 * /overdue (SPEC §2): the overdue invoices, the reminder buttons (also in the footer's speed-dial) and
 * how the reminders sent lately fared. A reminder goes to each client once, listing all their overdue
 * invoices.
 */
export function RemindersPage() {
  // The app layout renders pages only with a session; without one there is nothing to remind about.
  const ownerId = useSession()?.result._id;
  return (
    <>
      <PageHeading
        title="Overdue Invoices"
        description="Remind every client with an overdue invoice: one message each, listing what they owe."
        actions={<ReminderButtons />}
      />
      {ownerId ? <OverdueInvoices ownerId={ownerId} /> : null}
      <RecentReminders />
    </>
  );
}
