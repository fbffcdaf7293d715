import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { useMessages } from '../api/get-messages';
import { MESSAGES_TEXT } from '../text/messages-text';
import { MessageList } from './message-list';

/**
 * The invoice's messages for its owner (under the payment history): what was sent to the client, and
 * whether it arrived. Nothing until there is one; a failed load stays quiet, as the invoice is the page.
 */
export function InvoiceMessages({ invoiceId }: { invoiceId: string }) {
  const text = useText(MESSAGES_TEXT);
  const messages = useMessages({ invoiceId });
  const rows = messages.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ mt: 3, borderRadius: 1.5, overflow: 'hidden' }}>
      <Typography variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {text.messages}
      </Typography>
      <MessageList label={text.messages} messages={rows} />
    </Paper>
  );
}
