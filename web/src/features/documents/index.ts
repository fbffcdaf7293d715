/**
 * What other features may use of this one: the Save as PDF button, for the invoice page (owner and
 * public) and the payment result, and the download behind it.
 */
export { downloadInvoicePdf, useDownloadInvoicePdf } from './api/download-invoice-pdf';
export { SavePdfButton } from './components/save-pdf-button';
