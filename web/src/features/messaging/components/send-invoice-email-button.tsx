import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';
import { INVOICE_SENT_MESSAGE } from '../../../../../domain/api/messages';
import { useNotify } from '../../../components/notifications';
import { useSendInvoiceEmail } from '../api/send-invoice-email';

/** Send via Email (creator only, SPEC §2): loading, then 'Invoice sent successfully' or the server's reason. */
export function SendInvoiceEmailButton({ invoiceId }: { invoiceId: string }) {
  const notify = useNotify();
  const send = useSendInvoiceEmail();
  return (
    <Button
      variant="outlined"
      startIcon={<EmailOutlinedIcon />}
      loading={send.isPending}
      loadingPosition="start"
      onClick={() =>
        send.mutate(invoiceId, {
          onSuccess: (answer) => notify.success(answer.message || INVOICE_SENT_MESSAGE),
          onError: (error) => notify.error(error.message),
        })
      }
    >
      Send via Email
    </Button>
  );
}
