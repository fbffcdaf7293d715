import { amountInWords } from '@domain/amount-in-words';
import type { TPublicInvoice } from '@domain/api/invoices';
import { formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { FactList } from './fact-list';
import { formatInvoiceMoney } from './format-money';
import { percent } from './invoice-detail-format';
import { InvoiceSummary } from './invoice-summary';

/**
 * Subtotal, GST, Total, then what its credit notes took off (when any), what was paid and what is
 * left. The total is rounded to a whole rupee (domain/invoice-math.ts), so when subtotal + GST is not
 * whole a 'Round off' line makes the figures add up, as Indian tax invoices show it.
 */
export function InvoiceDetailSummary({ invoice }: { invoice: TPublicInvoice }) {
  const { currency } = invoice;
  const totalPaise = toPaise(invoice.total);
  const roundOff = totalPaise - toPaise(invoice.subTotal) - toPaise(invoice.vat);
  const charges: Array<[string, string]> = [
    ['Subtotal', formatInvoiceMoney(invoice.subTotal, currency)],
    [`GST(${percent(invoice.rates)}%)`, formatInvoiceMoney(invoice.vat, currency)],
  ];
  // Already exact paise: printed as they are.
  if (roundOff !== 0) charges.push(['Round off', formatMoney(roundOff, currency)]);
  return (
    <InvoiceSummary label="Summary" charges={charges} total={formatInvoiceMoney(invoice.total, currency)}>
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary', textAlign: { sm: 'right' } }}>
        {amountInWords(totalPaise, currency)}
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <FactList
        label="Payments"
        facts={[
          ...(invoice.totalCredited > 0
            ? [['Credited', formatInvoiceMoney(invoice.totalCredited, currency)] as [string, string]]
            : []),
          ['Paid', formatInvoiceMoney(invoice.totalAmountReceived, currency)],
          ['Balance', formatInvoiceMoney(invoice.balanceDue, currency)],
        ]}
      />
    </InvoiceSummary>
  );
}
