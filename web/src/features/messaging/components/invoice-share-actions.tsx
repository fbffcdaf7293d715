import type { TInvoice } from '@domain/api/invoices';
import { useText } from '../../../lib/text';
import { useInvoiceShare } from '../api/get-invoice-share';
import { MESSAGES_TEXT } from '../text/messages-text';
import { CopyLinkButton, ShareOnWhatsAppButton } from './share-buttons';

/**
 * Copy public link and Share on WhatsApp on the owner's invoice page: how an owner without SMTP or
 * a WhatsApp Business account still sends the invoice. Waiting (disabled) until the links are in.
 */
export function InvoiceShareActions({ invoice }: { invoice: TInvoice }) {
  const text = useText(MESSAGES_TEXT);
  const share = useInvoiceShare(invoice);
  const answer = share.data;
  return (
    <>
      <CopyLinkButton label={text.copyPublicLink} url={answer?.publicUrl} />
      <ShareOnWhatsAppButton
        label={text.shareOnWhatsApp}
        url={answer?.whatsappUrl}
        hasRecipient={Boolean(answer?.whatsappRecipient)}
      />
    </>
  );
}
