import type { ServiceContext } from '../../app-context';
import type { StatementPdfData } from '../../integrations/pdf';
import { findIssuer } from '../invoices';
import type { FlatStatement } from '../statements';
import { type DocumentLogoReader, type PdfFile, pdfFileName, pdfLogoOf } from './invoice-pdf.service';

/** A flat's statement as a PDF, rendered in the worker pool, named for its member and period. */
export async function renderStatementPdf(
  context: Pick<ServiceContext, 'db' | 'pdf'>,
  logoOf: DocumentLogoReader,
  { businessId, holder, statement }: FlatStatement,
): Promise<PdfFile> {
  const issuer = await findIssuer(context.db, businessId);
  const document: StatementPdfData = {
    kind: 'statement',
    language: issuer.memberLanguage,
    issuer: {
      businessName: issuer.businessName,
      contactAddress: issuer.contactAddress,
      gstin: issuer.gstin ?? '',
      logo: await pdfLogoOf(logoOf, businessId, issuer.logoPath),
    },
    client: { name: holder.name, block: holder.block, floor: holder.floor, flat: holder.flat },
    from: statement.from,
    to: statement.to,
    openingBalancePaise: statement.openingBalancePaise,
    lines: statement.lines.map((line) => ({
      date: line.date,
      kind: line.kind,
      reference: line.reference,
      description: line.description,
      debitPaise: line.debitPaise,
      creditPaise: line.creditPaise,
      balancePaise: line.balancePaise,
    })),
    debitsPaise: statement.debitsPaise,
    creditsPaise: statement.creditsPaise,
    closingBalancePaise: statement.closingBalancePaise,
  };
  const bytes = await context.pdf.render(document);
  return { bytes, fileName: pdfFileName('statement', holder.name, `${statement.from}-to-${statement.to}`) };
}
