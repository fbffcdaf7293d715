import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { amountInWords } from '../../../../../domain/amount-in-words';
import type { TPublicInvoice } from '../../../../../domain/api/invoices';
import { formatMoney } from '../../../../../domain/format';
import { toPaise } from '../../../../../domain/money';
import { FactList } from './invoice-detail-facts';
import { money, percent } from './invoice-detail-format';

/**
 * Subtotal, GST, Total, then what was paid and what is left (SPEC §2). The total is rounded to a whole
 * rupee (domain/invoice-math.ts), so when subtotal + GST is not whole a 'Round off' line makes the
 * figures add up, as Indian tax invoices show it.
 */
export function InvoiceDetailSummary({ invoice }: { invoice: TPublicInvoice }) {
  const { currency } = invoice;
  const totalPaise = toPaise(invoice.total);
  const roundOff = totalPaise - toPaise(invoice.subTotal) - toPaise(invoice.vat);
  const charges: Array<[string, string]> = [
    ['Subtotal', money(invoice.subTotal, currency)],
    [`GST(${percent(invoice.rates)}%)`, money(invoice.vat, currency)],
  ];
  if (roundOff !== 0) charges.push(['Round off', formatMoney(roundOff, currency)]);
  return (
    <Box component="section" aria-label="Summary" sx={{ width: { xs: '100%', sm: 340 }, ml: { sm: 'auto' } }}>
      <FactList label="Charges" facts={charges} />
      <Divider sx={{ my: 1.5 }} />
      <FactList label="Total" facts={[['Total', money(invoice.total, currency)]]} strong />
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary', textAlign: { sm: 'right' } }}>
        {amountInWords(totalPaise, currency)}
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <FactList
        label="Payments"
        facts={[
          ['Paid', money(invoice.totalAmountReceived, currency)],
          ['Balance', money(invoice.balanceDue, currency)],
        ]}
      />
    </Box>
  );
}
