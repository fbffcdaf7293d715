import { formatMoney } from '@domain/format';
import type { BillInterest } from '@domain/interest';
import { interestPeriodText, segmentWorkingText } from '@domain/interest';
import type { MemberLanguage } from '@domain/languages';
import { Text, View } from '@react-pdf/renderer';
import { pdfInvoiceWords } from './pdf-invoice-words';
import { COLORS, COLUMN_WIDTHS, styles } from './pdf-styles';

const cells = {
  bill: { width: 190, paddingRight: 6 },
  working: { flex: 1, color: COLORS.muted },
  amount: { width: COLUMN_WIDTHS.amount, textAlign: 'right', fontWeight: 'bold' },
} as const;

/**
 * How the bill's "Interest on arrears" was worked out, under its lines: each earlier bill with its
 * days, each stretch's days × principal × rate ÷ the days of its year, and the bill's interest
 * (rounded once). Simple interest on unpaid principal only, as the web's invoice page shows it.
 */
export function InterestCalculation({
  interest,
  currency,
  language,
}: {
  interest: BillInterest[];
  currency: string;
  language?: MemberLanguage;
}) {
  const words = pdfInvoiceWords(language);
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.label}>{words.interest}</Text>
      {interest.map((bill) => (
        <View key={`${bill.source.id}-${bill.from}`} style={styles.tableRow}>
          <Text style={cells.bill}>
            {words.interestBill(bill.source.invoiceNumber, interestPeriodText(bill.from, bill.to))}
          </Text>
          <View style={cells.working}>
            {bill.segments.map((segment) => (
              <Text key={segment.from}>{segmentWorkingText(segment, bill.rateBasisPoints, currency)}</Text>
            ))}
          </View>
          <Text style={cells.amount}>{formatMoney(bill.amountPaise, currency)}</Text>
        </View>
      ))}
      <Text style={[styles.muted, { marginTop: 3 }]}>{words.interestNote}</Text>
    </View>
  );
}
