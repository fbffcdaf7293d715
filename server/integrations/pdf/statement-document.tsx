import { formatCalendarDate, formatMoney } from '@domain/format';
import { formatBalance } from '@domain/statement';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { Fact, IssuerBlock } from './invoice-header';
import { COLORS, styles } from './pdf-styles';
import { flatOf } from './pdf-text';
import type { StatementPdfData } from './statement-pdf-data';

const NUMBER = { width: 78, textAlign: 'right', paddingLeft: 4 } as const;
const cells = {
  date: { width: 62 },
  reference: { width: 52 },
  description: { flex: 1, paddingRight: 6 },
  debit: NUMBER,
  credit: NUMBER,
  balance: { ...NUMBER, width: 92, fontWeight: 'bold' },
} as const;
const row = styles.tableRow;
const headerRow = styles.tableHeader;

const money = (paise: number) => (paise === 0 ? '' : formatMoney(paise));

/**
 * A flat's statement of account on A4: the society, the member and flat, the period; the balance
 * brought forward, every bill, receipt and reversal with the running balance (Dr owed, Cr advance;
 * the header repeated on every page), the period's totals and the closing balance.
 */
export function StatementDocument({ document }: { document: StatementPdfData }) {
  const period = `${formatCalendarDate(document.from)} to ${formatCalendarDate(document.to)}`;
  const title = `Statement of account · ${document.client.flat || document.client.name}`;
  return (
    <Document title={title} author={document.issuer.businessName} creator="Bahi" producer="Bahi">
      <Page size="A4" style={styles.page}>
        <View style={styles.row}>
          <IssuerBlock issuer={document.issuer} />
          <View style={{ width: 200, alignItems: 'flex-end' }}>
            <Text style={{ fontSize: 16, fontWeight: 'bold', color: COLORS.brand, marginBottom: 6 }}>
              Statement of account
            </Text>
            <Fact label="From" value={formatCalendarDate(document.from)} />
            <Fact label="To" value={formatCalendarDate(document.to)} />
          </View>
        </View>
        <View style={styles.rule} />
        <View style={styles.row}>
          <View style={{ flex: 1, paddingRight: 16 }}>
            <Text style={styles.label}>Member</Text>
            <Text style={{ fontSize: 11, fontWeight: 'bold', marginBottom: 2 }}>{document.client.name}</Text>
            <Text>{flatOf(document.client)}</Text>
          </View>
          <View style={[styles.figureBand, { width: 200 }]}>
            <Text style={styles.label}>Closing balance</Text>
            <Text style={styles.figure}>{formatBalance(document.closingBalancePaise)}</Text>
            <Text style={styles.muted}>{`On ${formatCalendarDate(document.to)}`}</Text>
          </View>
        </View>
        <View style={styles.section}>
          <View style={headerRow} fixed>
            <Text style={cells.date}>Date</Text>
            <Text style={cells.reference}>No.</Text>
            <Text style={cells.description}>Particulars</Text>
            <Text style={cells.debit}>Debit</Text>
            <Text style={cells.credit}>Credit</Text>
            <Text style={cells.balance}>Balance</Text>
          </View>
          <View style={row} wrap={false}>
            <Text style={cells.date}>{formatCalendarDate(document.from)}</Text>
            <Text style={cells.reference} />
            <Text style={[cells.description, styles.bold]}>Balance brought forward</Text>
            <Text style={cells.debit} />
            <Text style={cells.credit} />
            <Text style={cells.balance}>{formatBalance(document.openingBalancePaise)}</Text>
          </View>
          {document.lines.map((line) => (
            <View key={`${line.kind}-${line.reference}-${line.date}`} style={row} wrap={false}>
              <Text style={cells.date}>{formatCalendarDate(line.date)}</Text>
              <Text style={cells.reference}>{line.reference}</Text>
              <Text style={cells.description}>{line.description}</Text>
              <Text style={cells.debit}>{money(line.debitPaise)}</Text>
              <Text style={cells.credit}>{money(line.creditPaise)}</Text>
              <Text style={cells.balance}>{formatBalance(line.balancePaise)}</Text>
            </View>
          ))}
          <View style={[row, { backgroundColor: COLORS.band }]} wrap={false}>
            <Text style={cells.date} />
            <Text style={cells.reference} />
            <Text style={[cells.description, styles.bold]}>{`Totals, ${period}`}</Text>
            <Text style={[cells.debit, styles.bold]}>{formatMoney(document.debitsPaise)}</Text>
            <Text style={[cells.credit, styles.bold]}>{formatMoney(document.creditsPaise)}</Text>
            <Text style={cells.balance}>{formatBalance(document.closingBalancePaise)}</Text>
          </View>
        </View>
        <View style={styles.footer} fixed>
          <Text>{`${document.issuer.businessName} · ${title} · This is a computer-generated statement.`}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
