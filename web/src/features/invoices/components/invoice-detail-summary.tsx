import { amountInWords } from '@domain/amount-in-words';
import type { TPublicInvoice, TTaxSummaryRow } from '@domain/api/invoices';
import { formatMoney } from '@domain/format';
import { gstLinesOf, gstLinesOfSummary, type TaxSplit } from '@domain/gst-split';
import { toPaise } from '@domain/money';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { FactList } from './fact-list';
import { formatInvoiceMoney } from './format-money';
import { percent } from './invoice-detail-format';
import { InvoiceSummary } from './invoice-summary';

/** The answer's split of the GST (rupees) as the domain counts it (paise). */
function taxSplitInPaise(split: TPublicInvoice['taxSplit']): TaxSplit | null {
  if (!split) return null;
  return split.kind === 'igst'
    ? { kind: 'igst', igstPaise: toPaise(split.igst) }
    : { kind: 'cgst-sgst', cgstPaise: toPaise(split.cgst), sgstPaise: toPaise(split.sgst) };
}

/** A summary row's taxes in paise, its rate in percent. */
function summaryRowInPaise(row: TTaxSummaryRow) {
  return { rate: row.rate, cgst: toPaise(row.cgst), sgst: toPaise(row.sgst), igst: toPaise(row.igst) };
}

/**
 * Subtotal, GST (CGST + SGST or IGST where the bill names them), Total, then what its credit notes took off (when any), what was paid and what is
 * left. The total is rounded to a whole rupee (domain/invoice-math.ts), so when subtotal + GST is not
 * whole a 'Round off' line makes the figures add up, as Indian tax invoices show it.
 */
export function InvoiceDetailSummary({ invoice }: { invoice: TPublicInvoice }) {
  const { currency } = invoice;
  const totalPaise = toPaise(invoice.total);
  const roundOff = totalPaise - toPaise(invoice.subTotal) - toPaise(invoice.vat);
  const taxes = invoice.taxSummary
    ? gstLinesOfSummary(invoice.taxSummary.map(summaryRowInPaise), percent)
    : gstLinesOf(
        { gstPaise: toPaise(invoice.vat), ratePercent: invoice.rates },
        taxSplitInPaise(invoice.taxSplit),
        percent,
      );
  const charges: Array<[string, string]> = [
    ['Subtotal', formatInvoiceMoney(invoice.subTotal, currency)],
    ...taxes.map(({ label, paise }): [string, string] => [label, formatMoney(paise, currency)]),
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
