import { taxSplitOf } from '@domain/gst-split';
import type { ServiceContext } from '../../app-context';
import type { CreditNotePdfData } from '../../integrations/pdf';
import { findCreditNotes } from '../credit-notes';
import { findIssuer, findStoredInvoice } from '../invoices';
import { type DocumentLogoReader, type PdfFile, pdfFileName, pdfLogoOf } from './invoice-pdf.service';

/**
 * The PDF of one of the business's credit notes, rendered in the worker pool, with its file name;
 * undefined when the business has no such note. It names the bill's client as the bill does (its own
 * copy), so a note says to whom the bill was issued.
 */
export async function renderCreditNotePdf(
  context: Pick<ServiceContext, 'db' | 'pdf'>,
  logoOf: DocumentLogoReader,
  businessId: string,
  creditNoteId: string,
): Promise<PdfFile | undefined> {
  const [note] = await findCreditNotes(context.db, businessId, { id: creditNoteId });
  if (!note) return undefined;
  const invoice = await findStoredInvoice(context.db, businessId, note.invoice.id);
  if (!invoice) return undefined;
  const issuer = await findIssuer(context.db, businessId);
  const creditNoteNumber = note.number;
  const document: CreditNotePdfData = {
    kind: 'credit_note',
    creditNoteNumber,
    date: note.issuedOn,
    issuer: {
      businessName: issuer.businessName,
      contactAddress: issuer.contactAddress,
      gstin: issuer.gstin ?? '',
      logo: await pdfLogoOf(logoOf, businessId, issuer.logoPath),
    },
    client: {
      name: invoice.client.name,
      gstin: invoice.client.gstin ?? '',
      block: invoice.client.block,
      floor: invoice.client.floor,
      flat: invoice.client.flat,
    },
    invoice: { invoiceNumber: invoice.invoiceNumber, date: invoice.date, totalPaise: invoice.totalPaise },
    reason: note.reason,
    gstRateBasisPoints: invoice.gstRateBasisPoints,
    taxSplit: taxSplitOf(
      { gstPaise: note.gstPaise, placeOfSupply: invoice.placeOfSupply },
      issuer.supplierState,
    ),
    lines: note.lines.map((line) => ({
      itemName: line.itemName,
      taxable: line.taxable,
      amountPaise: line.amountPaise,
    })),
    subTotalPaise: note.subTotalPaise,
    gstPaise: note.gstPaise,
    roundOffPaise: note.roundOffPaise,
    totalPaise: note.totalPaise,
  };
  const bytes = await context.pdf.render(document);
  return { bytes, fileName: pdfFileName('credit-note', invoice.client.name, creditNoteNumber) };
}
