import Typography from '@mui/material/Typography';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { flatLabel } from '../../../../../domain/api/customers';
import type { TInvoice } from '../../../../../domain/api/invoices';
import { FREE_TEXT, InvoiceDetailSection, SectionLine } from './invoice-detail-section';

/** A stored E.164 number as people read it: +919876543210 → "+91 98765 43210". */
function readablePhone(e164: string): string {
  if (!e164) return '';
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The invoice's own copy of the client, as it was when the invoice was issued. */
export function InvoiceDetailBillTo({ client }: { client: TInvoice['client'] }) {
  return (
    <InvoiceDetailSection label="Bill to">
      <Typography sx={{ fontWeight: 700, ...FREE_TEXT }}>{client.name}</Typography>
      <SectionLine>{client.flat ? flatLabel(client) : ''}</SectionLine>
      <SectionLine>{client.email}</SectionLine>
      <SectionLine>{readablePhone(client.phone)}</SectionLine>
      <SectionLine>{client.gstno && `GSTIN: ${client.gstno}`}</SectionLine>
    </InvoiceDetailSection>
  );
}
