import { amountInWords } from '@domain/amount-in-words';
import { rupeesInHindi } from '@domain/amount-in-words-hindi';
import { hundredthsToNumber } from '@domain/decimal';
import { formatMoney, formatNumber } from '@domain/format';
import { gstLinesOf, gstLinesOfSummary } from '@domain/gst-split';
import type { TaxSummaryRow } from '@domain/invoice-tax';
import { Text, View } from '@react-pdf/renderer';
import type { InvoicePdfData } from './invoice-pdf-data';
import { pdfInvoiceWords } from './pdf-invoice-words';
import { COLORS, styles } from './pdf-styles';

type Line = { label: string; value: string; isStrong?: boolean };

/** A summary row with its rate in percent, as the tax lines name it. */
function percentRow(row: TaxSummaryRow) {
  return { ...row, rate: hundredthsToNumber(row.rate) };
}

function SummaryLine({ label, value, isStrong = false }: Line) {
  return (
    <View
      style={[
        styles.row,
        { justifyContent: 'space-between', paddingVertical: 3, paddingHorizontal: 6 },
        isStrong ? { fontWeight: 'bold', fontSize: 10 } : {},
      ]}
    >
      <Text style={isStrong ? {} : styles.muted}>{label}</Text>
      <Text style={{ textAlign: 'right' }}>{value}</Text>
    </View>
  );
}

/**
 * The same figures as the web's invoice page (invoice-detail-summary.tsx): Subtotal, GST(rate%), a
 * 'Round off' line only when subtotal + GST is not the whole-rupee total, Total, Paid and Balance,
 * with the total in words. Kept on one page.
 */
export function InvoiceSummary({ document }: { document: InvoicePdfData }) {
  const { currency } = document;
  const money = (paise: number) => formatMoney(paise, currency);
  const words = pdfInvoiceWords(document.language);
  const roundOff = document.totalPaise - document.subTotalPaise - document.gstPaise;
  return (
    <View style={[styles.row, styles.section]} wrap={false}>
      <View style={{ flex: 1, paddingRight: 24, paddingTop: 3 }}>
        <Text style={styles.label}>{words.amountInWords}</Text>
        <Text style={{ fontWeight: 'bold' }}>
          {document.language === 'hi' && currency === 'INR'
            ? rupeesInHindi(document.totalPaise)
            : amountInWords(document.totalPaise, currency)}
        </Text>
      </View>
      <View style={{ width: 220 }}>
        <SummaryLine label={words.subtotal} value={money(document.subTotalPaise)} />
        {(document.taxSummary
          ? gstLinesOfSummary(document.taxSummary.map(percentRow), formatNumber)
          : gstLinesOf(
              { gstPaise: document.gstPaise, ratePercent: hundredthsToNumber(document.gstRateBasisPoints) },
              document.taxSplit,
              formatNumber,
            )
        ).map((tax) => (
          <SummaryLine key={tax.label} label={tax.label} value={money(tax.paise)} />
        ))}
        {roundOff !== 0 ? <SummaryLine label={words.roundOff} value={money(roundOff)} /> : null}
        <View style={{ borderTopWidth: 1, borderTopColor: COLORS.ink, marginTop: 2, paddingTop: 2 }}>
          <SummaryLine label={words.total} value={money(document.totalPaise)} isStrong />
        </View>
        {document.creditedPaise > 0 ? (
          <SummaryLine label={words.creditNotes} value={money(-document.creditedPaise)} />
        ) : null}
        <SummaryLine label={words.paid} value={money(document.receivedPaise)} />
        <View style={{ backgroundColor: COLORS.band, borderRadius: 3, marginTop: 2 }}>
          <SummaryLine label={words.balance} value={money(document.balancePaise)} isStrong />
        </View>
      </View>
    </View>
  );
}
