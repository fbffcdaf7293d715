import type { TInvoiceCredits } from '@domain/api/credit-notes';
import {
  type CreditableBill,
  type CreditedSoFar,
  type CreditNoteFigures,
  creditLeftOn,
  creditNoteFigures,
} from '@domain/credit-note';
import { toPaise } from '@domain/money';
import { amountOfText, amountRefusal, type CreditFormLine } from './credit-note-amounts';

/** The bill as domain/credit-note reads it, in paise, from what the API answers in rupees. */
export function creditableBillOf(credits: TInvoiceCredits): CreditableBill {
  return {
    lines: credits.lines.map((line) => ({
      position: line.line,
      itemName: line.itemName,
      amountPaise: toPaise(line.amount),
      taxable: line.taxable,
    })),
    gstPaise: toPaise(credits.gst),
    totalPaise: toPaise(credits.total),
  };
}

/** What the bill's earlier credit notes took off it, in paise. */
export function creditedSoFarOf(credits: TInvoiceCredits): CreditedSoFar {
  return {
    byLine: new Map(credits.lines.map((line) => [line.line, toPaise(line.credited)])),
    gstPaise: toPaise(credits.creditedGst),
    totalPaise: toPaise(credits.credited),
  };
}

/** The bill's lines as the form offers them, with what is left to credit on each. */
export function creditFormLinesOf(credits: TInvoiceCredits): CreditFormLine[] {
  const credited = creditedSoFarOf(credits);
  return creditableBillOf(credits).lines.map((line) => ({
    line: line.position,
    itemName: line.itemName,
    leftPaise: creditLeftOn(line, credited),
  }));
}

/**
 * What the note would be as typed, worked out exactly as the server will: nothing while no amount is
 * typed, 'invalid' while a box holds something the server would refuse (its field says why).
 */
export type CreditNotePreview =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'figures'; figures: CreditNoteFigures };

export function creditNotePreviewOf(credits: TInvoiceCredits, amounts: readonly string[]): CreditNotePreview {
  const lines = creditFormLinesOf(credits);
  const typed = lines.flatMap((line, index) => {
    const text = amounts[index] ?? '';
    return amountOfText(text) === null ? [] : [{ line, text }];
  });
  if (typed.length === 0) return { kind: 'empty' };
  if (typed.some(({ line, text }) => amountRefusal(text, line, credits.invoice.currency) !== null)) {
    return { kind: 'invalid' };
  }
  const request = typed.map(({ line, text }) => ({
    position: line.line,
    amountPaise: toPaise(amountOfText(text) ?? 0),
  }));
  const result = creditNoteFigures(creditableBillOf(credits), creditedSoFarOf(credits), request);
  return 'figures' in result ? { kind: 'figures', figures: result.figures } : { kind: 'invalid' };
}
