import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useText } from '../../../lib/text';
import { useMessages } from '../api/get-messages';
import { REMINDERS_TEXT } from '../text/reminders-text';
import { MessageList } from './message-list';

/** How far back the page looks: the outbox answers newest first, invoices sent by hand among them. */
const RECENT_MESSAGES = 50;

/** The reminders sent lately and how each one fared; refreshed by itself while any is on its way. */
export function RecentReminders() {
  const text = useText(REMINDERS_TEXT);
  const messages = useMessages({ limit: RECENT_MESSAGES });
  const reminders = (messages.data?.data ?? []).filter((message) => message.kind === 'reminder');
  return (
    <Paper variant="outlined" sx={{ mt: 3, borderRadius: 1.5, overflow: 'hidden' }}>
      <Typography variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {text.recent}
      </Typography>
      {messages.isPending ? <LoadingSpinner label={text.loadingRecent} /> : null}
      {messages.isError ? (
        <LoadFailed message={messages.error.message} onRetry={() => void messages.refetch()} />
      ) : null}
      {messages.isSuccess && reminders.length === 0 ? (
        <EmptyState icon={<NotificationsNoneOutlinedIcon />}>{text.noneSent}</EmptyState>
      ) : null}
      {reminders.length > 0 ? <MessageList label={text.recent} messages={reminders} /> : null}
    </Paper>
  );
}
