import type { TInvoiceIssuer } from '@domain/api/invoices';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BusinessLogo } from '../../../components/business-logo';
import { useText } from '../../../lib/text';
import { INVOICE_DOCUMENT_TEXT } from '../text/invoice-document-text';
import { FREE_TEXT, InvoiceDetailSection, SectionLine } from './invoice-detail-section';

/**
 * The 'From' block. A tax invoice must name its issuer (name, address, GSTIN, logo), so everyone who
 * opens the invoice sees it, not only its creator.
 */
export function InvoiceDetailIssuer({ issuer }: { issuer: TInvoiceIssuer }) {
  const text = useText(INVOICE_DOCUMENT_TEXT);
  return (
    <InvoiceDetailSection label={text.from}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <BusinessLogo src={issuer.logo} businessName={issuer.businessName} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', ...FREE_TEXT }}>
            {issuer.businessName}
          </Typography>
          <SectionLine>{issuer.contactAddress}</SectionLine>
          <SectionLine>{issuer.gstno && text.gstin(issuer.gstno)}</SectionLine>
        </Box>
      </Box>
    </InvoiceDetailSection>
  );
}
