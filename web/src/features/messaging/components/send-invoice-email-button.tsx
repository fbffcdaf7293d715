import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';
import { useNotify } from '../../../components/notifications';
import { useText } from '../../../lib/text';
import { useSendInvoiceEmail } from '../api/send-invoice-email';
import { MESSAGES_TEXT } from '../text/messages-text';

/**
 * Send via Email (creator only): loading, then what the server says happened: 'Invoice sent
 * successfully' when mail goes out, 'Queued: e-mail is not set up yet' when it only waits in the
 * outbox, or the reason it refused.
 */
export function SendInvoiceEmailButton({ invoiceId }: { invoiceId: string }) {
  const notify = useNotify();
  const text = useText(MESSAGES_TEXT);
  const send = useSendInvoiceEmail();
  return (
    <Button
      variant="outlined"
      startIcon={<EmailOutlinedIcon />}
      loading={send.isPending}
      loadingPosition="start"
      onClick={() =>
        send.mutate(invoiceId, {
          onSuccess: (answer) =>
            answer.delivery === 'kept' ? notify.info(answer.message) : notify.success(answer.message),
          onError: (error) => notify.error(error.message),
        })
      }
    >
      {text.sendEmail}
    </Button>
  );
}
