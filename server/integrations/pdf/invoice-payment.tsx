import { formatMoney } from '@domain/format';
import { Image, Link, Text, View } from '@react-pdf/renderer';
import type { InvoicePdfData } from './invoice-pdf-data';
import { pdfInvoiceWords } from './pdf-invoice-words';
import { COLORS, styles } from './pdf-styles';

const QR_SIZE = 92;

/**
 * How to pay what is left: a UPI QR code any payment app scans, and the link to the invoice's
 * online payment page. Shown only when the data carries them (something due, and the business
 * has a UPI ID or Razorpay keys).
 */
export function InvoicePayment({ document, qrCode }: { document: InvoicePdfData; qrCode: Buffer | null }) {
  if (!qrCode && !document.payOnlineUrl) return null;
  const due = formatMoney(document.balancePaise, document.currency);
  const words = pdfInvoiceWords(document.language);
  return (
    <View
      style={[
        styles.row,
        styles.section,
        { borderWidth: 1, borderColor: COLORS.rule, borderRadius: 4, padding: 10, alignItems: 'center' },
      ]}
      wrap={false}
    >
      {qrCode ? (
        <Image
          src={{ data: qrCode, format: 'png' }}
          style={{ width: QR_SIZE, height: QR_SIZE, marginRight: 14 }}
        />
      ) : null}
      <View style={{ flex: 1 }}>
        <Text style={styles.label}>{words.howToPay}</Text>
        {qrCode ? (
          <>
            <Text style={{ fontWeight: 'bold' }}>{words.scanToPay(due)}</Text>
            <Text style={styles.muted}>{words.upiId(document.upiId ?? '')}</Text>
          </>
        ) : null}
        {document.payOnlineUrl ? (
          <Text style={{ marginTop: qrCode ? 6 : 0 }}>
            <Text style={{ fontWeight: 'bold' }}>{words.payOnline}</Text>
            <Link src={document.payOnlineUrl} style={{ color: COLORS.brand }}>
              {document.payOnlineUrl}
            </Link>
          </Text>
        ) : null}
      </View>
    </View>
  );
}
