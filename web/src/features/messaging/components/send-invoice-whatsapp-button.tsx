import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import { useNotify } from '../../../components/notifications';
import { useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useSendInvoiceWhatsApp } from '../api/send-invoice-whatsapp';
import { MESSAGES_TEXT } from '../text/messages-text';

/**
 * Send via Whatsapp (creator only): offered only once the profile has a WhatsApp token;
 * the answer's message either way.
 */
export function SendInvoiceWhatsAppButton({ invoiceId }: { invoiceId: string }) {
  const notify = useNotify();
  const text = useText(MESSAGES_TEXT);
  const hasToken = useSession()?.userProfile.tokenSet ?? false;
  const send = useSendInvoiceWhatsApp();
  if (!hasToken) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<WhatsAppIcon />}
      loading={send.isPending}
      loadingPosition="start"
      onClick={() =>
        send.mutate(invoiceId, {
          onSuccess: (answer) => notify.success(answer.message),
          onError: (error) => notify.error(error.message),
        })
      }
    >
      {text.sendWhatsApp}
    </Button>
  );
}
