import { amountInWords } from '@domain/amount-in-words';
import { formatCalendarDate, formatMoney } from '@domain/format';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { AmountRow } from './amount-row';
import { Fact, IssuerBlock } from './invoice-header';
import { COLORS, styles } from './pdf-styles';
import { flatOf } from './pdf-text';
import type { ReceiptPdfData } from './receipt-pdf-data';

const REVERSED_RED = '#b91c1c';

/** What the balance after the receipt reads as: owed, in advance, or settled. */
function balanceText(paise: number): string {
  if (paise > 0) return `${formatMoney(paise)} due`;
  if (paise < 0) return `${formatMoney(-paise)} in advance`;
  return 'Nothing due';
}

/** Where the money went: the opening balance, each bill, and what is left as advance. */
function Settled({ document }: { document: ReceiptPdfData }) {
  if (document.reversal) return null;
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.label}>Settled</Text>
      {document.openingPaidPaise > 0 ? (
        <AmountRow
          label="Opening balance (arrears brought forward)"
          value={formatMoney(document.openingPaidPaise)}
        />
      ) : null}
      {document.bills.map((bill) => (
        <AmountRow
          key={bill.invoiceNumber}
          label={`Bill ${bill.invoiceNumber}`}
          value={formatMoney(bill.paise)}
        />
      ))}
      {document.advancePaise > 0 ? (
        <AmountRow label="Advance (taken by the next bill)" value={formatMoney(document.advancePaise)} />
      ) : null}
      <AmountRow label="Total received" value={formatMoney(document.amountPaise)} isStrong />
    </View>
  );
}

/**
 * A receipt as an A4 page: the society, the receipt's number and date, who paid for which flat, the
 * amount in figures and words, how it was paid, which bills it settled and the balance after it. A
 * reversed receipt says so at the top, in red, with the date and reason.
 */
export function ReceiptDocument({ document }: { document: ReceiptPdfData }) {
  const title = `Receipt ${document.receiptNumber}`;
  const how = [document.paymentMethod, document.reference].filter(Boolean).join(' · ');
  const client = document.client;
  return (
    <Document title={title} author={document.issuer.businessName} creator="Bahi" producer="Bahi">
      <Page size="A4" style={styles.page}>
        <View style={styles.row}>
          <IssuerBlock issuer={document.issuer} />
          <View style={{ width: 180, alignItems: 'flex-end' }}>
            <Text style={{ fontSize: 20, fontWeight: 'bold', color: COLORS.brand, marginBottom: 6 }}>
              Receipt
            </Text>
            <Fact label="Number" value={document.receiptNumber} />
            <Fact label="Date" value={formatCalendarDate(document.datePaid)} />
          </View>
        </View>
        {document.reversal ? (
          <View
            style={{ marginTop: 12, padding: 8, borderWidth: 1, borderColor: REVERSED_RED, borderRadius: 4 }}
          >
            <Text style={{ color: REVERSED_RED, fontWeight: 'bold', fontSize: 11 }}>
              {`Reversed on ${formatCalendarDate(document.reversal.reversedOn)}`}
            </Text>
            {document.reversal.reason ? <Text>{document.reversal.reason}</Text> : null}
            {document.reversal.bounceChargePaise > 0 ? (
              <Text>{`Bounce charge of ${formatMoney(document.reversal.bounceChargePaise)} on the next bill`}</Text>
            ) : null}
            <Text style={styles.muted}>This money was not received; what it paid is due again.</Text>
          </View>
        ) : null}
        <View style={styles.rule} />
        <View style={styles.row}>
          <View style={{ flex: 1, paddingRight: 16 }}>
            <Text style={styles.label}>Received from</Text>
            <Text style={{ fontSize: 11, fontWeight: 'bold', marginBottom: 2 }}>
              {document.paidBy || client?.name || ''}
            </Text>
            {client ? <Text>{flatOf(client)}</Text> : null}
            {document.paidBy && client ? (
              <Text style={styles.muted}>{`On behalf of ${client.name}`}</Text>
            ) : null}
            <Text style={[styles.label, { marginTop: 10 }]}>Paid by</Text>
            <Text>{how}</Text>
          </View>
          <View style={[styles.figureBand, { width: 200 }]}>
            <Text style={styles.label}>Amount received</Text>
            <Text style={styles.figure}>{formatMoney(document.amountPaise)}</Text>
            {document.balanceAfterPaise !== null && !document.reversal ? (
              <Text
                style={styles.muted}
              >{`Balance after this receipt: ${balanceText(document.balanceAfterPaise)}`}</Text>
            ) : null}
          </View>
        </View>
        <View style={styles.section}>
          <Text style={styles.label}>Amount in words</Text>
          <Text style={{ fontWeight: 'bold' }}>{amountInWords(document.amountPaise)}</Text>
        </View>
        <Settled document={document} />
        {document.note ? (
          <View style={styles.section}>
            <Text style={styles.label}>Note</Text>
            <Text style={styles.paragraph}>{document.note}</Text>
          </View>
        ) : null}
        <View style={styles.footer} fixed>
          <Text>{`${document.issuer.businessName} · ${title} · This is a computer-generated receipt.`}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
