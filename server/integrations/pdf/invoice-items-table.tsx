import { hundredthsToNumber } from '@domain/decimal';
import { formatMoney, formatNumber, formatQuantity } from '@domain/format';
import { lineTaxLabel } from '@domain/invoice-tax';
import type { MemberLanguage } from '@domain/languages';
import { Text, View } from '@react-pdf/renderer';
import type { InvoicePdfItem } from './invoice-pdf-data';
import { pdfInvoiceWords } from './pdf-invoice-words';
import { COLORS, COLUMN_WIDTHS, styles } from './pdf-styles';
import { formatPercent } from './pdf-text';

const NUMBER = { textAlign: 'right', paddingLeft: 4 } as const;

const cells = {
  index: { width: COLUMN_WIDTHS.index, color: COLORS.muted },
  name: { flex: 1, paddingRight: 6 },
  area: { width: COLUMN_WIDTHS.area, ...NUMBER },
  price: { width: COLUMN_WIDTHS.price, ...NUMBER },
  discount: { width: COLUMN_WIDTHS.discount, ...NUMBER },
  lateFee: { width: COLUMN_WIDTHS.lateFee, ...NUMBER },
  amount: { width: COLUMN_WIDTHS.amount, ...NUMBER, fontWeight: 'bold' },
} as const;

const headerRow = styles.tableHeader;
const itemRow = styles.tableRow;

/** An area as areas print ('1,250.50'); a fixed line's quantity as a count ('1', '12.5'). */
function quantityText(item: InvoicePdfItem, currency: string): string {
  if (item.basis === 'fixed') return formatNumber(hundredthsToNumber(item.quantityHundredths), currency);
  return formatQuantity(item.quantityHundredths, currency);
}

/**
 * The lines with the web's columns, figures right-aligned so their digits line up. The header is
 * `fixed`, so every page the table runs onto starts with it; a line never splits across pages.
 */
export function InvoiceItemsTable({
  items,
  currency,
  language,
}: {
  items: InvoicePdfItem[];
  currency: string;
  language?: MemberLanguage;
}) {
  const columns = pdfInvoiceWords(language).columns;
  return (
    <View>
      <View style={headerRow} fixed>
        <Text style={[cells.index, { color: COLORS.white }]}>#</Text>
        <Text style={cells.name}>{columns.name}</Text>
        <Text style={cells.area}>{columns.quantity}</Text>
        <Text style={cells.price}>{columns.price}</Text>
        <Text style={cells.discount}>{columns.discount}</Text>
        <Text style={cells.lateFee}>{columns.lateFee}</Text>
        <Text style={[cells.amount, { fontWeight: 'bold' }]}>{columns.amount}</Text>
      </View>
      {items.map((item, index) => (
        // Lines have no id and never move: the position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <View key={index} style={itemRow} wrap={false}>
          <Text style={cells.index}>{String(index + 1)}</Text>
          <View style={cells.name}>
            <Text>{item.itemName}</Text>
            {item.tax ? (
              <Text style={styles.muted}>
                {lineTaxLabel(
                  { ...item.tax, ratePercent: hundredthsToNumber(item.tax.rateBasisPoints) },
                  formatNumber,
                )}
              </Text>
            ) : null}
          </View>
          <Text style={cells.area}>{quantityText(item, currency)}</Text>
          <Text style={cells.price}>{formatMoney(item.unitPricePaise, currency)}</Text>
          <Text style={cells.discount}>{formatPercent(item.discountBasisPoints)}</Text>
          <Text style={cells.lateFee}>{formatPercent(item.overDuesBasisPoints)}</Text>
          <Text style={cells.amount}>{formatMoney(item.amountPaise, currency)}</Text>
        </View>
      ))}
    </View>
  );
}
