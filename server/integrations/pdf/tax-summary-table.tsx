import { formatMoney } from '@domain/format';
import type { TaxSummaryRow } from '@domain/invoice-tax';
import { sumPaise } from '@domain/money';
import { Text, View } from '@react-pdf/renderer';
import { styles } from './pdf-styles';
import { formatPercent } from './pdf-text';

const NUMBER = { width: 86, textAlign: 'right', paddingLeft: 4 } as const;

/**
 * A tax invoice's summary by rate: each rate's taxable value and its CGST, SGST and IGST, and their
 * totals, so an auditor reads the tax without adding the lines up.
 */
export function TaxSummaryTable({ rows, currency }: { rows: TaxSummaryRow[]; currency: string }) {
  const money = (paise: number) => formatMoney(paise, currency);
  const total = (pick: (row: TaxSummaryRow) => number) => money(sumPaise(rows.map(pick)));
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.label}>Tax summary</Text>
      <View style={styles.tableHeader}>
        <Text style={{ flex: 1 }}>GST rate</Text>
        <Text style={NUMBER}>Taxable value</Text>
        <Text style={NUMBER}>CGST</Text>
        <Text style={NUMBER}>SGST</Text>
        <Text style={NUMBER}>IGST</Text>
      </View>
      {rows.map((row) => (
        <View key={row.rate} style={styles.tableRow}>
          <Text style={{ flex: 1 }}>{`${formatPercent(row.rate)}%`}</Text>
          <Text style={NUMBER}>{money(row.taxableValue)}</Text>
          <Text style={NUMBER}>{money(row.cgst)}</Text>
          <Text style={NUMBER}>{money(row.sgst)}</Text>
          <Text style={NUMBER}>{money(row.igst)}</Text>
        </View>
      ))}
      <View style={[styles.tableRow, { fontWeight: 'bold' }]}>
        <Text style={{ flex: 1 }}>Total</Text>
        <Text style={NUMBER}>{total((row) => row.taxableValue)}</Text>
        <Text style={NUMBER}>{total((row) => row.cgst)}</Text>
        <Text style={NUMBER}>{total((row) => row.sgst)}</Text>
        <Text style={NUMBER}>{total((row) => row.igst)}</Text>
      </View>
    </View>
  );
}
