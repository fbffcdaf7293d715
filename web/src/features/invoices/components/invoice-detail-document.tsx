import type { TPublicInvoice } from '@domain/api/invoices';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useText } from '../../../lib/text';
import { INVOICE_DOCUMENT_TEXT } from '../text/invoice-document-text';
import { ClientDetails } from './client-details';
import { InvoiceDetailFacts } from './invoice-detail-facts';
import { InvoiceDetailIssuer } from './invoice-detail-issuer';
import { InvoiceDetailItemList } from './invoice-detail-item-list';
import { InvoiceDetailItems } from './invoice-detail-items';
import { FREE_TEXT, InvoiceDetailSection } from './invoice-detail-section';
import { InvoiceDetailSummary } from './invoice-detail-summary';
import { InvoiceDetailTaxSummary } from './invoice-detail-tax-summary';

/** Two blocks side by side from a tablet up, stacked on a phone. */
const ROW = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
  gap: 3,
  alignItems: 'start',
} as const;

/** The invoice laid out as the document the client receives: parties, facts, lines, notes, totals. */
export function InvoiceDetailDocument({ invoice }: { invoice: TPublicInvoice }) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const Items = isPhone ? InvoiceDetailItemList : InvoiceDetailItems;
  const text = useText(INVOICE_DOCUMENT_TEXT);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 1.5, p: { xs: 2, sm: 4 } }}>
      <Box sx={ROW}>
        <InvoiceDetailIssuer issuer={invoice.issuer} />
        <InvoiceDetailFacts invoice={invoice} />
      </Box>
      <Divider sx={{ my: 3 }} />
      {/* The invoice's own copy of the client, as it was when the invoice was issued. */}
      <InvoiceDetailSection label={text.billTo}>
        <ClientDetails client={invoice.client} />
      </InvoiceDetailSection>
      <Box sx={{ mt: 3, mx: { xs: 0, sm: -1 } }}>
        <Items items={invoice.items} currency={invoice.currency} />
      </Box>
      {invoice.taxSummary && invoice.taxSummary.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <InvoiceDetailTaxSummary rows={invoice.taxSummary} currency={invoice.currency} />
        </Box>
      ) : null}
      <Box sx={{ ...ROW, mt: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' } }}>
        {invoice.notes ? (
          <InvoiceDetailSection label={text.notes}>
            {/* Plain text: whatever the owner typed, markup included, is shown as written. */}
            <Typography variant="body2" sx={FREE_TEXT}>
              {invoice.notes}
            </Typography>
          </InvoiceDetailSection>
        ) : null}
        {/* Always in the right-hand column, with notes or without. */}
        <Box sx={{ gridColumn: { md: 2 }, width: { xs: '100%', sm: 340 }, ml: { sm: 'auto' } }}>
          <InvoiceDetailSummary invoice={invoice} />
        </Box>
      </Box>
    </Paper>
  );
}
