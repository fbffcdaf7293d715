import { amountInWords } from '@domain/amount-in-words';
import type { TPublicInvoice } from '@domain/api/invoices';
import { formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatInvoiceMoney, invoiceTaxLines } from '../../../lib/invoice-format';
import { useText } from '../../../lib/text';
import { INVOICE_DOCUMENT_TEXT } from '../text/invoice-document-text';
import { FactList } from './fact-list';
import { InvoiceSummary } from './invoice-summary';

/**
 * Subtotal, GST (CGST + SGST or IGST where the bill names them), Total, then what its credit notes took off (when any), what was paid and what is
 * left. The total is rounded to a whole rupee (domain/invoice-math.ts), so when subtotal + GST is not
 * whole a 'Round off' line makes the figures add up, as Indian tax invoices show it.
 */
export function InvoiceDetailSummary({ invoice }: { invoice: TPublicInvoice }) {
  const { currency } = invoice;
  const text = useText(INVOICE_DOCUMENT_TEXT);
  const totalPaise = toPaise(invoice.total);
  // Already exact paise: printed as they are.
  const charges: Array<[string, string]> = [
    [text.subtotal, formatInvoiceMoney(invoice.subTotal, currency)],
    ...invoiceTaxLines(invoice, text.roundOff).map(({ label, paise }): [string, string] => [
      label,
      formatMoney(paise, currency),
    ]),
  ];
  return (
    <InvoiceSummary
      label={text.summary}
      charges={charges}
      total={formatInvoiceMoney(invoice.total, currency)}
    >
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary', textAlign: { sm: 'right' } }}>
        {amountInWords(totalPaise, currency)}
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <FactList
        label={text.payments}
        facts={[
          ...(invoice.totalCredited > 0
            ? [[text.credited, formatInvoiceMoney(invoice.totalCredited, currency)] as [string, string]]
            : []),
          [text.paid, formatInvoiceMoney(invoice.totalAmountReceived, currency)],
          [text.balance, formatInvoiceMoney(invoice.balanceDue, currency)],
        ]}
      />
    </InvoiceSummary>
  );
}
