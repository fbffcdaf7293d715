import { formatMoney } from '@domain/format';
import type { TaxSummaryRow } from '@domain/invoice-tax';
import type { MemberLanguage } from '@domain/languages';
import { sumPaise } from '@domain/money';
import { Text, View } from '@react-pdf/renderer';
import { pdfInvoiceWords } from './pdf-invoice-words';
import { styles } from './pdf-styles';
import { formatPercent } from './pdf-text';

const NUMBER = { width: 86, textAlign: 'right', paddingLeft: 4 } as const;

/**
 * A tax invoice's summary by rate: each rate's taxable value and its CGST, SGST and IGST, and their
 * totals, so an auditor reads the tax without adding the lines up.
 */
export function TaxSummaryTable({
  rows,
  currency,
  language,
}: {
  rows: TaxSummaryRow[];
  currency: string;
  language?: MemberLanguage;
}) {
  const words = pdfInvoiceWords(language);
  const money = (paise: number) => formatMoney(paise, currency);
  const total = (pick: (row: TaxSummaryRow) => number) => money(sumPaise(rows.map(pick)));
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.label}>{words.taxSummary}</Text>
      <View style={styles.tableHeader}>
        <Text style={{ flex: 1 }}>{words.gstRate}</Text>
        <Text style={NUMBER}>{words.taxableValue}</Text>
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
        <Text style={{ flex: 1 }}>{words.total}</Text>
        <Text style={NUMBER}>{total((row) => row.taxableValue)}</Text>
        <Text style={NUMBER}>{total((row) => row.cgst)}</Text>
        <Text style={NUMBER}>{total((row) => row.sgst)}</Text>
        <Text style={NUMBER}>{total((row) => row.igst)}</Text>
      </View>
    </View>
  );
}
