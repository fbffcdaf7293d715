import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useMessages } from '../api/get-messages';
import { MessageList } from './message-list';

/** How far back the page looks: the outbox answers newest first, invoices sent by hand among them. */
const RECENT_MESSAGES = 50;

/** The reminders sent lately and how each one fared; refreshed by itself while any is on its way. */
export function RecentReminders() {
  const messages = useMessages({ limit: RECENT_MESSAGES });
  const reminders = (messages.data?.data ?? []).filter((message) => message.kind === 'reminder');
  return (
    <Paper variant="outlined" sx={{ mt: 3, borderRadius: 1.5, overflow: 'hidden' }}>
      <Typography variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        Recent reminders
      </Typography>
      {messages.isPending ? <LoadingSpinner label="Loading reminders" /> : null}
      {messages.isError ? (
        <LoadFailed message={messages.error.message} onRetry={() => void messages.refetch()} />
      ) : null}
      {messages.isSuccess && reminders.length === 0 ? (
        <EmptyState icon={<NotificationsNoneOutlinedIcon />}>
          No reminders sent yet. Choose clients above and send them a reminder.
        </EmptyState>
      ) : null}
      {reminders.length > 0 ? <MessageList label="Recent reminders" messages={reminders} /> : null}
    </Paper>
  );
}
