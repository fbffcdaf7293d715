import { documentHeading } from '@domain/status';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { InterestCalculation } from './interest-calculation';
import { InvoiceBillTo, InvoiceHeader } from './invoice-header';
import { InvoiceItemsTable } from './invoice-items-table';
import { InvoicePayment } from './invoice-payment';
import type { InvoicePdfData } from './invoice-pdf-data';
import { InvoiceSummary } from './invoice-summary';
import { pdfInvoiceWords } from './pdf-invoice-words';
import { styles } from './pdf-styles';
import { pdfWords } from './pdf-words';
import { TaxSummaryTable } from './tax-summary-table';

type InvoiceDocumentProps = {
  document: InvoicePdfData;
  qrCode: Buffer | null;
  /**
   * Drawn on the understanding that it fits on one page: its footer is written as page 1 of 1 at once
   * rather than worked out once every page is laid out, which costs the renderer a layout of the
   * whole page again (about a sixth of a one-page render). The caller checks the page count.
   */
  isOnOnePage?: boolean;
};

/**
 * The invoice as an A4 tax invoice: issuer and facts, bill to, the lines (their header repeated on
 * every page), how its interest on arrears was worked out (when it carries any), totals with the amount in words, how to pay, notes; a footer with page numbers.
 */
export function InvoiceDocument({ document, qrCode, isOnOnePage = false }: InvoiceDocumentProps) {
  const words = pdfInvoiceWords(document.language);
  const heading = words.heading(documentHeading(document.type, document.balancePaise, document.taxDocument));
  const title = `${heading} ${document.invoiceNumber}`;
  return (
    <Document title={title} author={document.issuer.businessName} creator="Bahi" producer="Bahi">
      <Page size="A4" style={styles.page}>
        <InvoiceHeader document={document} />
        <View style={styles.rule} />
        <InvoiceBillTo document={document} />
        <View style={styles.section}>
          <InvoiceItemsTable
            items={document.items}
            currency={document.currency}
            language={document.language}
          />
        </View>
        {document.taxSummary && document.taxSummary.length > 0 ? (
          <TaxSummaryTable
            rows={document.taxSummary}
            currency={document.currency}
            language={document.language}
          />
        ) : null}
        {document.interest.length > 0 ? (
          <InterestCalculation
            interest={document.interest}
            currency={document.currency}
            language={document.language}
          />
        ) : null}
        <InvoiceSummary document={document} />
        <InvoicePayment document={document} qrCode={qrCode} />
        {document.notes ? (
          <View style={styles.section}>
            <Text style={styles.label}>{words.notes}</Text>
            <Text style={styles.paragraph}>{document.notes}</Text>
          </View>
        ) : null}
        <View style={styles.footer} fixed>
          <Text>{words.footer(document.issuer.businessName, title)}</Text>
          {isOnOnePage ? (
            <Text>{pdfWords(document.language ?? 'en').page(1, 1)}</Text>
          ) : (
            <Text
              render={({ pageNumber, totalPages }) =>
                pdfWords(document.language ?? 'en').page(pageNumber, totalPages)
              }
            />
          )}
        </View>
      </Page>
    </Document>
  );
}
