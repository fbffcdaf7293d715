import { formatMoney } from '@domain/format';
import type { BillInterest } from '@domain/interest';
import { interestPeriodText, segmentWorkingText } from '@domain/interest';
import { Text, View } from '@react-pdf/renderer';
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
export function InterestCalculation({ interest, currency }: { interest: BillInterest[]; currency: string }) {
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.label}>Interest on arrears</Text>
      {interest.map((bill) => (
        <View key={`${bill.source.id}-${bill.from}`} style={styles.tableRow}>
          <Text style={cells.bill}>
            {`No. ${bill.source.invoiceNumber} · ${interestPeriodText(bill.from, bill.to)}`}
          </Text>
          <View style={cells.working}>
            {bill.segments.map((segment) => (
              <Text key={segment.from}>{segmentWorkingText(segment, bill.rateBasisPoints, currency)}</Text>
            ))}
          </View>
          <Text style={cells.amount}>{formatMoney(bill.amountPaise, currency)}</Text>
        </View>
      ))}
      <Text style={[styles.muted, { marginTop: 3 }]}>
        Simple interest on the unpaid principal of each bill, from the day after it fell due (and any grace
        days) up to the day it was paid or this bill's date; each day at the yearly rate ÷ the days of its
        year.
      </Text>
    </View>
  );
}
