import { formatMoney } from '@domain/format';
import { gstStateLabel } from '@domain/gst-states';
import { formatPhone } from '@domain/phone';
import { documentHeading, statusLabel } from '@domain/status';
import { Image, Text, View } from '@react-pdf/renderer';
import type { InvoicePdfData, PdfIssuer } from './invoice-pdf-data';
import { pdfInvoiceWords } from './pdf-invoice-words';
import { COLORS, styles } from './pdf-styles';
import { pdfWords } from './pdf-words';

const LOGO_SIZE = 56;

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={[styles.row, { justifyContent: 'flex-end', marginTop: 2 }]}>
      <Text style={[styles.muted, { width: 70, textAlign: 'right', marginRight: 8 }]}>{label}</Text>
      <Text style={{ width: 96, textAlign: 'right', fontWeight: 'bold' }}>{value}</Text>
    </View>
  );
}

/** The business that issues a document, with its logo: a tax invoice and a receipt must both name it. */
export function IssuerBlock({ issuer }: { issuer: PdfIssuer }) {
  return (
    <View style={[styles.row, { flex: 1, paddingRight: 16 }]}>
      {issuer.logo ? (
        <Image
          src={{ data: Buffer.from(issuer.logo.bytes), format: issuer.logo.format }}
          style={{ width: LOGO_SIZE, height: LOGO_SIZE, objectFit: 'contain', marginRight: 12 }}
        />
      ) : null}
      <View style={{ flex: 1 }}>
        <Text style={{ fontSize: 13, fontWeight: 'bold', marginBottom: 3 }}>{issuer.businessName}</Text>
        {issuer.contactAddress ? <Text style={styles.muted}>{issuer.contactAddress}</Text> : null}
        {issuer.gstin ? <Text style={{ marginTop: 2 }}>{`GSTIN: ${issuer.gstin}`}</Text> : null}
      </View>
    </View>
  );
}

/** The issuer on the left, the document's facts on the right. */
export function InvoiceHeader({ document }: { document: InvoicePdfData }) {
  const words = pdfInvoiceWords(document.language);
  const day = pdfWords(document.language ?? 'en').day;
  return (
    <View style={styles.row}>
      <IssuerBlock issuer={document.issuer} />
      <View style={{ width: 180, alignItems: 'flex-end' }}>
        <Text style={{ fontSize: 20, fontWeight: 'bold', color: COLORS.brand, marginBottom: 6 }}>
          {words.heading(documentHeading(document.type, document.balancePaise, document.taxDocument))}
        </Text>
        <Fact label={words.number} value={document.invoiceNumber} />
        <Fact label={words.date} value={day(document.date)} />
        <Fact label={words.dueDate} value={day(document.dueDate)} />
        <Fact label={words.hsn} value={document.hsn} />
        <Fact label={words.statusLabel} value={words.status(statusLabel(document.type, document.status))} />
        {document.placeOfSupply ? (
          <Fact label={words.suppliedIn} value={gstStateLabel(document.placeOfSupply)} />
        ) : null}
      </View>
    </View>
  );
}

/** Who pays (the invoice's own copy of the client) and, beside it, what is left to pay. */
export function InvoiceBillTo({ document }: { document: InvoicePdfData }) {
  const { client } = document;
  const words = pdfInvoiceWords(document.language);
  const memberWords = pdfWords(document.language ?? 'en');
  const lines = [memberWords.flat(client), formatPhone(client.phone), client.email];
  if (client.gstin) lines.push(`GSTIN: ${client.gstin}`);
  return (
    <View style={styles.row}>
      <View style={{ flex: 1, paddingRight: 16 }}>
        <Text style={styles.label}>{words.billTo}</Text>
        <Text style={{ fontSize: 11, fontWeight: 'bold', marginBottom: 2 }}>{client.name}</Text>
        {lines
          .filter((line) => line !== '')
          .map((line) => (
            <Text key={line}>{line}</Text>
          ))}
      </View>
      <View style={styles.figureBand}>
        <Text style={styles.label}>{words.balanceDue}</Text>
        <Text style={styles.figure}>{formatMoney(document.balancePaise, document.currency)}</Text>
        <Text style={styles.muted}>{words.due(memberWords.day(document.dueDate))}</Text>
      </View>
    </View>
  );
}
