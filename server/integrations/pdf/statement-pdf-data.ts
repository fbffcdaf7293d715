import type { MemberLanguage } from '@domain/languages';
import type { StatementEntryKind } from '@domain/statement';
import type { PdfIssuer } from './invoice-pdf-data';

/** A flat's statement of account as its PDF prints it, in paise: worked out before, drawn here. */
export type StatementPdfData = {
  kind: 'statement';
  /** The language the society writes to its members in. */
  language: MemberLanguage;
  issuer: PdfIssuer;
  client: { name: string; block: string; floor: string; flat: string };
  from: string;
  to: string;
  openingBalancePaise: number;
  lines: Array<{
    date: string;
    kind: StatementEntryKind;
    reference: string;
    description: string;
    debitPaise: number;
    creditPaise: number;
    balancePaise: number;
  }>;
  debitsPaise: number;
  creditsPaise: number;
  closingBalancePaise: number;
};
