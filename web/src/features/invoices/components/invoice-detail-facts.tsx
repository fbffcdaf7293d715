import type { TPublicInvoice } from '@domain/api/invoices';
import { formatCalendarDate } from '@domain/format';
import { gstStateLabel } from '@domain/gst-states';
import Box from '@mui/material/Box';
import { formatInvoiceMoney } from '../../../lib/invoice-format';
import { useText } from '../../../lib/text';
import { INVOICE_DOCUMENT_TEXT, type InvoiceDocumentText } from '../text/invoice-document-text';
import { FactList } from './fact-list';
import { InvoiceStatusChip } from './invoice-status-chip';

/** The place of supply as a fact, for an invoice that names one. */
function placeOfSupplyFact(code: string | null, text: InvoiceDocumentText): Array<[string, string]> {
  return code ? [[text.placeOfSupply, gstStateLabel(code)]] : [];
}

/**
 * Status, HSN, dates, the amount and the place of supply: what a reader looks for first, at the top
 * right of the document.
 */
export function InvoiceDetailFacts({ invoice }: { invoice: TPublicInvoice }) {
  const text = useText(INVOICE_DOCUMENT_TEXT);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        gap: 1.5,
      }}
    >
      <Box sx={{ alignSelf: { xs: 'flex-start', sm: 'flex-end' } }}>
        <InvoiceStatusChip status={invoice.status} type={invoice.type} />
      </Box>
      <FactList
        label={text.facts}
        facts={[
          [text.hsn, invoice.hsn],
          [text.date, formatCalendarDate(invoice.date)],
          [text.dueDate, formatCalendarDate(invoice.dueDate)],
          [text.amount, formatInvoiceMoney(invoice.total, invoice.currency)],
          ...placeOfSupplyFact(invoice.placeOfSupply, text),
        ]}
      />
    </Box>
  );
}
