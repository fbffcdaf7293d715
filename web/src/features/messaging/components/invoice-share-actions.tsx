import type { TInvoice } from '@domain/api/invoices';
import { useInvoiceShare } from '../api/get-invoice-share';
import { CopyLinkButton, ShareOnWhatsAppButton } from './share-buttons';

/**
 * Copy public link and Share on WhatsApp on the owner's invoice page: how an owner without SMTP or
 * a WhatsApp Business account still sends the invoice. Waiting (disabled) until the links are in.
 */
export function InvoiceShareActions({ invoice }: { invoice: TInvoice }) {
  const share = useInvoiceShare(invoice);
  const answer = share.data;
  return (
    <>
      <CopyLinkButton label="Copy public link" url={answer?.publicUrl} />
      <ShareOnWhatsAppButton
        label="Share on WhatsApp"
        url={answer?.whatsappUrl}
        hasRecipient={Boolean(answer?.whatsappRecipient)}
      />
    </>
  );
}
