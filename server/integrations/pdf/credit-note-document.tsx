import { amountInWords } from '@domain/amount-in-words';
import { hundredthsToNumber } from '@domain/decimal';
import { formatCalendarDate, formatMoney, formatNumber } from '@domain/format';
import { gstLinesOf } from '@domain/gst-split';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { AmountRow } from './amount-row';
import type { CreditNotePdfData } from './credit-note-pdf-data';
import { Fact, IssuerBlock } from './invoice-header';
import { COLORS, styles } from './pdf-styles';
import { flatOf } from './pdf-text';

/**
 * A credit note as an A4 page: the society, the note's number and date, the bill it corrects and its
 * member, the reason, what it takes off each line, the GST reversed, and the total in figures and words.
 */
export function CreditNoteDocument({ document }: { document: CreditNotePdfData }) {
  const title = `Credit note ${document.creditNoteNumber}`;
  return (
    <Document title={title} author={document.issuer.businessName} creator="Bahi" producer="Bahi">
      <Page size="A4" style={styles.page}>
        <View style={styles.row}>
          <IssuerBlock issuer={document.issuer} />
          <View style={{ width: 180, alignItems: 'flex-end' }}>
            <Text style={{ fontSize: 20, fontWeight: 'bold', color: COLORS.brand, marginBottom: 6 }}>
              Credit note
            </Text>
            <Fact label="Number" value={document.creditNoteNumber} />
            <Fact label="Date" value={formatCalendarDate(document.date)} />
            <Fact label="Against bill" value={document.invoice.invoiceNumber} />
            <Fact label="Bill date" value={formatCalendarDate(document.invoice.date)} />
          </View>
        </View>
        <View style={styles.rule} />
        <View style={styles.row}>
          <View style={{ flex: 1, paddingRight: 16 }}>
            <Text style={styles.label}>Issued to</Text>
            <Text style={{ fontSize: 11, fontWeight: 'bold', marginBottom: 2 }}>{document.client.name}</Text>
            <Text>{flatOf(document.client)}</Text>
            {document.client.gstin ? <Text>{`GSTIN ${document.client.gstin}`}</Text> : null}
            <Text style={[styles.label, { marginTop: 10 }]}>Reason</Text>
            <Text style={styles.paragraph}>{document.reason}</Text>
          </View>
          <View style={[styles.figureBand, { width: 200 }]}>
            <Text style={styles.label}>Amount credited</Text>
            <Text style={styles.figure}>{formatMoney(document.totalPaise)}</Text>
            <Text
              style={styles.muted}
            >{`Bill ${document.invoice.invoiceNumber} was ${formatMoney(document.invoice.totalPaise)}`}</Text>
          </View>
        </View>
        <View style={styles.section} wrap={false}>
          <Text style={styles.label}>Credited</Text>
          {document.lines.map((line) => (
            <AmountRow
              key={line.itemName}
              label={line.taxable ? line.itemName : `${line.itemName} (no GST)`}
              value={formatMoney(line.amountPaise)}
            />
          ))}
          <AmountRow label="Sub total" value={formatMoney(document.subTotalPaise)} />
          {gstLinesOf(
            { gstPaise: document.gstPaise, ratePercent: hundredthsToNumber(document.gstRateBasisPoints) },
            document.taxSplit,
            formatNumber,
          ).map((tax) => (
            <AmountRow key={tax.label} label={`${tax.label} reversed`} value={formatMoney(tax.paise)} />
          ))}
          {document.roundOffPaise !== 0 ? (
            <AmountRow label="Round-off of the bill" value={formatMoney(document.roundOffPaise)} />
          ) : null}
          <AmountRow label="Total credited" value={formatMoney(document.totalPaise)} isStrong />
        </View>
        <View style={styles.section}>
          <Text style={styles.label}>Amount in words</Text>
          <Text style={{ fontWeight: 'bold' }}>{amountInWords(document.totalPaise)}</Text>
        </View>
        <View style={styles.footer} fixed>
          <Text>{`${document.issuer.businessName} · ${title} · This is a computer-generated credit note.`}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
