import { formatMoney } from '@domain/format';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { AmountRow } from './amount-row';
import { Fact, IssuerBlock } from './invoice-header';
import { COLORS, styles } from './pdf-styles';
import { type PdfWords, pdfWords } from './pdf-words';
import type { ReceiptPdfData } from './receipt-pdf-data';

const REVERSED_RED = '#b91c1c';

/** What the balance after the receipt reads as: owed, in advance, or settled. */
function balanceText(paise: number, words: PdfWords): string {
  if (paise > 0) return words.due(formatMoney(paise));
  if (paise < 0) return words.inAdvance(formatMoney(-paise));
  return words.nothingDue;
}

/** Where the money went: the opening balance, each bill, and what is left as advance. */
function Settled({ document, words }: { document: ReceiptPdfData; words: PdfWords }) {
  if (document.reversal) return null;
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.label}>{words.settled}</Text>
      {document.openingPaidPaise > 0 ? (
        <AmountRow label={words.openingBalance} value={formatMoney(document.openingPaidPaise)} />
      ) : null}
      {document.bills.map((bill) => (
        <AmountRow
          key={bill.invoiceNumber}
          label={words.bill(bill.invoiceNumber)}
          value={formatMoney(bill.paise)}
        />
      ))}
      {document.advancePaise > 0 ? (
        <AmountRow label={words.advance} value={formatMoney(document.advancePaise)} />
      ) : null}
      <AmountRow label={words.totalReceived} value={formatMoney(document.amountPaise)} isStrong />
    </View>
  );
}

/**
 * A receipt as an A4 page: the society, the receipt's number and date, who paid for which flat, the
 * amount in figures and words, how it was paid, which bills it settled and the balance after it. A
 * reversed receipt says so at the top, in red, with the date and reason.
 */
export function ReceiptDocument({ document }: { document: ReceiptPdfData }) {
  const words = pdfWords(document.language);
  const title = words.receiptTitle(document.receiptNumber);
  const how = [words.method(document.paymentMethod), document.reference].filter(Boolean).join(' · ');
  const client = document.client;
  return (
    <Document title={title} author={document.issuer.businessName} creator="Bahi" producer="Bahi">
      <Page size="A4" style={styles.page}>
        <View style={styles.row}>
          <IssuerBlock issuer={document.issuer} />
          <View style={{ width: 180, alignItems: 'flex-end' }}>
            <Text style={{ fontSize: 20, fontWeight: 'bold', color: COLORS.brand, marginBottom: 6 }}>
              {words.receipt}
            </Text>
            <Fact label={words.number} value={document.receiptNumber} />
            <Fact label={words.date} value={words.day(document.datePaid)} />
          </View>
        </View>
        {document.reversal ? (
          <View
            style={{ marginTop: 12, padding: 8, borderWidth: 1, borderColor: REVERSED_RED, borderRadius: 4 }}
          >
            <Text style={{ color: REVERSED_RED, fontWeight: 'bold', fontSize: 11 }}>
              {words.reversedOn(words.day(document.reversal.reversedOn))}
            </Text>
            {document.reversal.reason ? <Text>{document.reversal.reason}</Text> : null}
            {document.reversal.bounceChargePaise > 0 ? (
              <Text>{words.bounceCharge(formatMoney(document.reversal.bounceChargePaise))}</Text>
            ) : null}
            <Text style={styles.muted}>{words.notReceived}</Text>
          </View>
        ) : null}
        <View style={styles.rule} />
        <View style={styles.row}>
          <View style={{ flex: 1, paddingRight: 16 }}>
            <Text style={styles.label}>{words.receivedFrom}</Text>
            <Text style={{ fontSize: 11, fontWeight: 'bold', marginBottom: 2 }}>
              {document.paidBy || client?.name || ''}
            </Text>
            {client ? <Text>{words.flat(client)}</Text> : null}
            {document.paidBy && client ? (
              <Text style={styles.muted}>{words.onBehalfOf(client.name)}</Text>
            ) : null}
            <Text style={[styles.label, { marginTop: 10 }]}>{words.paidBy}</Text>
            <Text>{how}</Text>
          </View>
          <View style={[styles.figureBand, { width: 200 }]}>
            <Text style={styles.label}>{words.amountReceived}</Text>
            <Text style={styles.figure}>{formatMoney(document.amountPaise)}</Text>
            {document.balanceAfterPaise !== null && !document.reversal ? (
              <Text style={styles.muted}>
                {words.balanceAfter(balanceText(document.balanceAfterPaise, words))}
              </Text>
            ) : null}
          </View>
        </View>
        <View style={styles.section}>
          <Text style={styles.label}>{words.amountInWords}</Text>
          <Text style={{ fontWeight: 'bold' }}>{words.inWords(document.amountPaise)}</Text>
        </View>
        <Settled document={document} words={words} />
        {document.note ? (
          <View style={styles.section}>
            <Text style={styles.label}>{words.note}</Text>
            <Text style={styles.paragraph}>{document.note}</Text>
          </View>
        ) : null}
        <View style={styles.footer} fixed>
          <Text>{words.receiptFooter(document.issuer.businessName, title)}</Text>
          <Text render={({ pageNumber, totalPages }) => words.page(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}
