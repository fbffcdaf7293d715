import { balanceAfterReceipt } from '@domain/statement';
import type { ServiceContext } from '../../app-context';
import type { ReceiptPdfData } from '../../integrations/pdf';
import { findIssuer } from '../invoices';
import { findReceiptWithBills } from '../receipts';
import { statementEntriesOf } from '../statements';
import { type DocumentLogoReader, type PdfFile, pdfFileName, pdfLogoOf } from './invoice-pdf.service';

/**
 * The PDF of one of the business's receipts, rendered in the worker pool, with its file name;
 * undefined when the business has no such receipt. The balance it prints is the flat's just after it,
 * from the flat's statement.
 */
export async function renderReceiptPdf(
  context: Pick<ServiceContext, 'db' | 'pdf'>,
  logoOf: DocumentLogoReader,
  businessId: string,
  receiptId: string,
): Promise<PdfFile | undefined> {
  const found = await findReceiptWithBills(context.db, businessId, receiptId);
  if (!found) return undefined;
  const { row, bills, split } = found;
  const issuer = await findIssuer(context.db, businessId);
  const entries = row.customer ? await statementEntriesOf(context.db, businessId, row.customer.id) : [];
  const receiptNumber = row.number;
  const document: ReceiptPdfData = {
    kind: 'receipt',
    language: issuer.memberLanguage,
    receiptNumber,
    datePaid: row.datePaid,
    issuer: {
      businessName: issuer.businessName,
      contactAddress: issuer.contactAddress,
      gstin: issuer.gstin ?? '',
      logo: await pdfLogoOf(logoOf, businessId, issuer.logoPath),
    },
    client: row.customer,
    amountPaise: row.amountPaise,
    paymentMethod: row.paymentMethod,
    reference: row.reference,
    paidBy: row.paidBy,
    note: row.note,
    openingPaidPaise: split.openingPaise,
    bills: bills.map((bill) => ({ invoiceNumber: bill.invoiceNumber, paise: bill.paise })),
    advancePaise: split.advancePaise,
    balanceAfterPaise: row.customer ? balanceAfterReceipt(entries, row.id) : null,
    reversal: row.reversedOn
      ? { reversedOn: row.reversedOn, reason: row.reversalReason, bounceChargePaise: row.bounceChargePaise }
      : null,
  };
  const bytes = await context.pdf.render(document);
  return { bytes, fileName: pdfFileName('receipt', row.customer?.name ?? '', receiptNumber) };
}
