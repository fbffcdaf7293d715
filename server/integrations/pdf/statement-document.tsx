import { formatMoney } from '@domain/format';
import { statementParticulars } from '@domain/member-words';
import { formatBalance } from '@domain/statement';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { Fact, IssuerBlock } from './invoice-header';
import { COLORS, styles } from './pdf-styles';
import { pdfWords } from './pdf-words';
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
  const words = pdfWords(document.language);
  const title = words.statementTitle(document.client.flat || document.client.name);
  return (
    <Document title={title} author={document.issuer.businessName} creator="Bahi" producer="Bahi">
      <Page size="A4" style={styles.page}>
        <View style={styles.row}>
          <IssuerBlock issuer={document.issuer} />
          <View style={{ width: 200, alignItems: 'flex-end' }}>
            <Text style={{ fontSize: 16, fontWeight: 'bold', color: COLORS.brand, marginBottom: 6 }}>
              {words.statement}
            </Text>
            <Fact label={words.from} value={words.day(document.from)} />
            <Fact label={words.to} value={words.day(document.to)} />
          </View>
        </View>
        <View style={styles.rule} />
        <View style={styles.row}>
          <View style={{ flex: 1, paddingRight: 16 }}>
            <Text style={styles.label}>{words.member}</Text>
            <Text style={{ fontSize: 11, fontWeight: 'bold', marginBottom: 2 }}>{document.client.name}</Text>
            <Text>{words.flat(document.client)}</Text>
          </View>
          <View style={[styles.figureBand, { width: 200 }]}>
            <Text style={styles.label}>{words.closingBalance}</Text>
            <Text style={styles.figure}>{formatBalance(document.closingBalancePaise)}</Text>
            <Text style={styles.muted}>{words.on(words.day(document.to))}</Text>
          </View>
        </View>
        <View style={styles.section}>
          <View style={headerRow} fixed>
            <Text style={cells.date}>{words.columns.date}</Text>
            <Text style={cells.reference}>{words.columns.number}</Text>
            <Text style={cells.description}>{words.columns.particulars}</Text>
            <Text style={cells.debit}>{words.columns.debit}</Text>
            <Text style={cells.credit}>{words.columns.credit}</Text>
            <Text style={cells.balance}>{words.columns.balance}</Text>
          </View>
          <View style={row} wrap={false}>
            <Text style={cells.date}>{words.day(document.from)}</Text>
            <Text style={cells.reference} />
            <Text style={[cells.description, styles.bold]}>{words.broughtForward}</Text>
            <Text style={cells.debit} />
            <Text style={cells.credit} />
            <Text style={cells.balance}>{formatBalance(document.openingBalancePaise)}</Text>
          </View>
          {document.lines.map((line) => (
            <View key={`${line.kind}-${line.reference}-${line.date}`} style={row} wrap={false}>
              <Text style={cells.date}>{words.day(line.date)}</Text>
              <Text style={cells.reference}>{line.reference}</Text>
              <Text style={cells.description}>
                {statementParticulars({ ...line, isAdvance: line.creditPaise > 0 }, document.language)}
              </Text>
              <Text style={cells.debit}>{money(line.debitPaise)}</Text>
              <Text style={cells.credit}>{money(line.creditPaise)}</Text>
              <Text style={cells.balance}>{formatBalance(line.balancePaise)}</Text>
            </View>
          ))}
          <View style={[row, { backgroundColor: COLORS.band }]} wrap={false}>
            <Text style={cells.date} />
            <Text style={cells.reference} />
            <Text style={[cells.description, styles.bold]}>
              {words.totals(words.day(document.from), words.day(document.to))}
            </Text>
            <Text style={[cells.debit, styles.bold]}>{formatMoney(document.debitsPaise)}</Text>
            <Text style={[cells.credit, styles.bold]}>{formatMoney(document.creditsPaise)}</Text>
            <Text style={cells.balance}>{formatBalance(document.closingBalancePaise)}</Text>
          </View>
        </View>
        <View style={styles.footer} fixed>
          <Text>{words.statementFooter(document.issuer.businessName, title)}</Text>
          <Text render={({ pageNumber, totalPages }) => words.page(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}
