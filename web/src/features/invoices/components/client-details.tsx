import { flatLabel } from '@domain/api/customers';
import type { TInvoiceClient } from '@domain/api/invoices';
import { formatPhone } from '@domain/phone';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { INVOICE_DOCUMENT_TEXT } from '../text/invoice-document-text';
import { FREE_TEXT, SectionLine } from './invoice-detail-section';

/** Who an invoice is billed to, as the form's 'Bill to' and the document both show it. */
export function ClientDetails({ client }: { client: TInvoiceClient }) {
  const text = useText(INVOICE_DOCUMENT_TEXT);
  return (
    <>
      <Typography sx={{ fontWeight: 700, ...FREE_TEXT }}>{client.name}</Typography>
      <SectionLine>{client.flat ? flatLabel(client) : ''}</SectionLine>
      <SectionLine>{client.email}</SectionLine>
      <SectionLine>{formatPhone(client.phone)}</SectionLine>
      <SectionLine>{client.gstno && text.gstin(client.gstno)}</SectionLine>
    </>
  );
}
