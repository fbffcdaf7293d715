import { roundHalfUp, sumPaise } from './money';

/*
 * A credit note corrects an issued bill: it takes an amount off some of the bill's lines (each at most
 * what is left of that line after earlier credit notes) and reverses the GST in proportion. GST is
 * worked out on everything credited so far, so the notes of one bill never reverse more GST than the
 * bill charged, and crediting every line in full gives back exactly its GST and its round-off.
 */

/** One of the bill's lines as a credit note may credit it: its position on the bill, amount in paise. */
export type CreditableLine = { position: number; itemName: string; amountPaise: number; taxable: boolean };

/** The bill being credited, figures in paise as it was issued. */
export type CreditableBill = {
  lines: readonly CreditableLine[];
  gstPaise: number;
  totalPaise: number;
};

/** What earlier credit notes of the bill took off it: per line position, and their GST and totals. */
export type CreditedSoFar = {
  byLine: ReadonlyMap<number, number>;
  gstPaise: number;
  totalPaise: number;
};

export const NOTHING_CREDITED: CreditedSoFar = { byLine: new Map(), gstPaise: 0, totalPaise: 0 };

/** An amount to take off one line of the bill, before GST. */
export type CreditRequestLine = { position: number; amountPaise: number };

export type CreditNoteFigures = {
  lines: CreditableLine[];
  subTotalPaise: number;
  gstPaise: number;
  /** The bill's round-off, given back by the note that credits the last of the bill; else 0. */
  roundOffPaise: number;
  totalPaise: number;
};

/** Why a requested line cannot be credited: which one (its index in the request), and why. */
export type CreditLineRefusal =
  | { index: number; reason: 'no-such-line' | 'repeated' }
  | { index: number; reason: 'above-line'; leftPaise: number };

/** What is left to credit on one line of the bill. */
export function creditLeftOn(line: CreditableLine, credited: CreditedSoFar): number {
  return line.amountPaise - (credited.byLine.get(line.position) ?? 0);
}

/**
 * The figures of a credit note taking `request` off the bill, or why one of its lines cannot be
 * credited. GST reversed so far = the bill's GST × taxable value credited so far ÷ the bill's taxable
 * value, half-up to the paisa; this note reverses what that adds to the earlier notes' GST.
 */
export function creditNoteFigures(
  bill: CreditableBill,
  credited: CreditedSoFar,
  request: readonly CreditRequestLine[],
): { figures: CreditNoteFigures } | { refusal: CreditLineRefusal } {
  const byPosition = new Map(bill.lines.map((line) => [line.position, line]));
  const seen = new Set<number>();
  const lines: CreditableLine[] = [];
  for (const [index, wanted] of request.entries()) {
    const line = byPosition.get(wanted.position);
    if (!line) return { refusal: { index, reason: 'no-such-line' } };
    if (seen.has(wanted.position)) return { refusal: { index, reason: 'repeated' } };
    seen.add(wanted.position);
    const leftPaise = creditLeftOn(line, credited);
    if (wanted.amountPaise > leftPaise) return { refusal: { index, reason: 'above-line', leftPaise } };
    lines.push({ ...line, amountPaise: wanted.amountPaise });
  }
  const subTotalPaise = sumPaise(lines.map((line) => line.amountPaise));
  const gstPaise = gstCreditedAfter(bill, credited, lines) - credited.gstPaise;
  const creditsAll = bill.lines.every(
    (line) =>
      creditLeftOn(line, credited) ===
      (lines.find((each) => each.position === line.position)?.amountPaise ?? 0),
  );
  const totalPaise = creditsAll ? bill.totalPaise - credited.totalPaise : subTotalPaise + gstPaise;
  return {
    figures: {
      lines,
      subTotalPaise,
      gstPaise,
      roundOffPaise: totalPaise - subTotalPaise - gstPaise,
      totalPaise,
    },
  };
}

/** The GST reversed by all the bill's credit notes once `lines` are credited too. */
function gstCreditedAfter(bill: CreditableBill, credited: CreditedSoFar, lines: CreditableLine[]): number {
  const taxable = bill.lines.filter((line) => line.taxable);
  const billTaxable = sumPaise(taxable.map((line) => line.amountPaise));
  if (billTaxable === 0) return 0;
  const thisNote = new Map(lines.map((line) => [line.position, line.amountPaise]));
  const creditedTaxable = sumPaise(
    taxable.map((line) => (credited.byLine.get(line.position) ?? 0) + (thisNote.get(line.position) ?? 0)),
  );
  return Number(roundHalfUp(BigInt(bill.gstPaise) * BigInt(creditedTaxable), BigInt(billTaxable)));
}

/**
 * Whether a bill takes a credit note now: a quotation asks for no money, a replaced bill's debt moved
 * to its late-fee invoice, and a note is never more than what the bill still owes.
 */
export function isCreditable(bill: { type: string; isReplaced: boolean; owedPaise: number }): boolean {
  return bill.type !== 'Quotation' && !bill.isReplaced && bill.owedPaise > 0;
}

/**
 * Whether a note of `totalPaise` is refused against a bill owing `owedPaise`: above it, or nothing at
 * all (the last paise of a bill whose round-off they already were).
 */
export function isAboveOwed(totalPaise: number, owedPaise: number): boolean {
  return totalPaise > owedPaise || totalPaise <= 0;
}

/** Why a note's date is refused: after today, or before its bill; null when it stands. */
export function creditDateRefusal(
  date: string,
  billDate: string,
  today: string,
): 'future' | 'before-bill' | null {
  if (date > today) return 'future';
  if (date < billDate) return 'before-bill';
  return null;
}
