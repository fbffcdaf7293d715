import type { GstTreatment } from './bill-heads';
import type { LineTax, TaxExemption } from './invoice-tax';
import { type Paise, roundHalfUp, spreadInProportion } from './money';
import type { BasisPoints } from './percent';

/*
 * What one bill or credit note puts into GSTR-1, in paise: its taxed value and taxes per SAC and rate,
 * and its untaxed value by kind (exempt, nil rated, non-GST). A line may be taxed on only part of its
 * amount (a housing society taxing the excess above ₹7,500): the rest of it is exempt.
 */

/** A line's own tax as stored; null on a line stored before lines were taxed one by one. */
export type Gstr1LineTax = {
  hsn: string;
  rateBasisPoints: BasisPoints;
  taxableValuePaise: Paise;
  /** Null when the bill kept a single GST figure (it is spread over the lines' rates). */
  taxes: LineTax | null;
  exemption: TaxExemption | null;
};

export type Gstr1Line = { amountPaise: Paise; gstTreatment: GstTreatment; tax: Gstr1LineTax | null };

/** What GSTR-1 reads of a bill: its figures as issued and its client's GSTIN. */
export type Gstr1Invoice = {
  invoiceNumber: string;
  date: string;
  totalPaise: Paise;
  gstPaise: Paise;
  /** The bill's own rate and SAC: those of lines stored before lines were taxed one by one. */
  gstRateBasisPoints: BasisPoints;
  hsn: string;
  placeOfSupply: string | null;
  client: { name: string; gstin: string | null };
};

export type Gstr1Bill = { invoice: Gstr1Invoice; lines: readonly Gstr1Line[] };

/** A credit note's line: what it takes off, and the bill's line it credits (null if gone). */
export type Gstr1CreditedLine = { amountPaise: Paise; taxable: boolean; billLine: Gstr1Line | null };

export type Gstr1CreditNote = {
  number: string;
  issuedOn: string;
  totalPaise: Paise;
  gstPaise: Paise;
  bill: Gstr1Invoice;
  lines: readonly Gstr1CreditedLine[];
};

/** Taxed value at one SAC and rate, with its taxes. */
export type TaxedPart = {
  hsn: string;
  rate: BasisPoints;
  taxableValuePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
};

/** GSTR-1's three kinds of supply without GST. */
export type UntaxedKind = 'exempt' | 'nil' | 'nonGst';

export type UntaxedPart = { hsn: string; kind: UntaxedKind; amountPaise: Paise };

export type SupplyParts = { taxed: TaxedPart[]; untaxed: UntaxedPart[] };

/** A statutory levy is no supply under GST; every other reason a line carries none is an exemption. */
function kindOfExemption(exemption: TaxExemption | null): UntaxedKind {
  return exemption === 'levy' ? 'nonGst' : 'exempt';
}

function kindOfTreatment(treatment: GstTreatment): UntaxedKind {
  return treatment === 'levy' ? 'nonGst' : 'exempt';
}

/** A part of a line before its taxes are known: taxed at a rate, or untaxed of a kind. */
type Piece =
  | { taxed: true; hsn: string; rate: BasisPoints; valuePaise: Paise; taxes: LineTax | null }
  | { taxed: false; hsn: string; kind: UntaxedKind; valuePaise: Paise };

/**
 * The pieces of `amountPaise` of a line: its taxed part at its rate (a 0 % rate with no exemption is
 * nil rated) and the rest by why it carries no GST. `taxedPaise` is the part of this amount GST is on.
 */
function piecesOf(
  line: Gstr1Line | null,
  amountPaise: Paise,
  taxedPaise: (tax: Gstr1LineTax) => Paise,
  bill: Gstr1Invoice,
  taxable: boolean,
  taxes: (tax: Gstr1LineTax) => LineTax | null,
): Piece[] {
  const pieces: Piece[] = [];
  const tax = line?.tax ?? null;
  if (tax) {
    const taxed = tax.taxableValuePaise > 0 ? taxedPaise(tax) : 0;
    if (taxed !== 0) {
      pieces.push(
        tax.rateBasisPoints > 0
          ? { taxed: true, hsn: tax.hsn, rate: tax.rateBasisPoints, valuePaise: taxed, taxes: taxes(tax) }
          : { taxed: false, hsn: tax.hsn, kind: tax.exemption ? 'exempt' : 'nil', valuePaise: taxed },
      );
    }
    const rest = amountPaise - taxed;
    if (rest !== 0) {
      pieces.push({ taxed: false, hsn: tax.hsn, kind: kindOfExemption(tax.exemption), valuePaise: rest });
    }
    return pieces;
  }
  // A line stored before lines were taxed one by one: taxed whole at its bill's rate and SAC.
  if (amountPaise === 0) return pieces;
  if (taxable && bill.gstRateBasisPoints > 0) {
    pieces.push({
      taxed: true,
      hsn: bill.hsn,
      rate: bill.gstRateBasisPoints,
      valuePaise: amountPaise,
      taxes: null,
    });
  } else {
    const kind = taxable ? 'nil' : line ? kindOfTreatment(line.gstTreatment) : 'exempt';
    pieces.push({ taxed: false, hsn: bill.hsn, kind, valuePaise: amountPaise });
  }
  return pieces;
}

const keyOf = (hsn: string, rate: BasisPoints) => `${hsn}\u0000${rate}`;

/**
 * The taxed pieces per SAC and rate, their taxes their lines' own when every one has them, else
 * `gstPaise` spread over them (`spreadTax`).
 */
function partsOf(pieces: Piece[], gstPaise: Paise, intraState: boolean, ownTaxes: boolean): SupplyParts {
  const taxedPieces = pieces.filter((piece) => piece.taxed);
  const untaxed = new Map<string, UntaxedPart>();
  for (const piece of pieces) {
    if (piece.taxed) continue;
    const key = `${piece.hsn}\u0000${piece.kind}`;
    const part = untaxed.get(key) ?? { hsn: piece.hsn, kind: piece.kind, amountPaise: 0 };
    untaxed.set(key, { ...part, amountPaise: part.amountPaise + piece.valuePaise });
  }
  const byKey = new Map<string, TaxedPart>();
  for (const piece of taxedPieces) {
    const key = keyOf(piece.hsn, piece.rate);
    const part = byKey.get(key) ?? {
      hsn: piece.hsn,
      rate: piece.rate,
      taxableValuePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    byKey.set(key, {
      ...part,
      taxableValuePaise: part.taxableValuePaise + piece.valuePaise,
      cgstPaise: part.cgstPaise + (piece.taxes?.cgst ?? 0),
      sgstPaise: part.sgstPaise + (piece.taxes?.sgst ?? 0),
      igstPaise: part.igstPaise + (piece.taxes?.igst ?? 0),
    });
  }
  const taxed = [...byKey.values()];
  const everyOwn = ownTaxes && taxedPieces.every((piece) => piece.taxes !== null);
  return {
    taxed: everyOwn ? taxed : spreadTax(gstPaise, taxed, intraState),
    untaxed: [...untaxed.values()].filter((part) => part.amountPaise !== 0),
  };
}

/** CGST and SGST of one GST figure: half-up to CGST, the rest SGST. */
export function halvesOf(gstPaise: Paise): { cgstPaise: Paise; sgstPaise: Paise } {
  const cgstPaise = Number(roundHalfUp(BigInt(gstPaise), 2n));
  return { cgstPaise, sgstPaise: gstPaise - cgstPaise };
}

/**
 * One GST figure (a credit note's, or a bill's kept whole) spread over its taxed parts: over the rates
 * in proportion to taxable value × rate, largest remainder to the paisa; each rate's share halved
 * (CGST half-up, the rest SGST) within the state or IGST to another; then within a rate over its SACs
 * in proportion to taxable value. The parts' taxes add up to `gstPaise` exactly.
 */
export function spreadTax(gstPaise: Paise, parts: readonly TaxedPart[], intraState: boolean): TaxedPart[] {
  const rates = [...new Set(parts.map((part) => part.rate))].sort((first, second) => first - second);
  const ofRate = rates.map((rate) => parts.filter((part) => part.rate === rate));
  const rateTaxable = ofRate.map((group) => group.reduce((sum, part) => sum + part.taxableValuePaise, 0));
  const shares = spreadInProportion(
    gstPaise,
    rates.map((rate, index) => BigInt(rateTaxable[index] ?? 0) * BigInt(rate)),
  );
  return ofRate.flatMap((group, index) => {
    const share = shares[index] ?? 0;
    const { cgstPaise, sgstPaise } = intraState ? halvesOf(share) : { cgstPaise: 0, sgstPaise: 0 };
    const igstPaise = intraState ? 0 : share;
    const weights = group.map((part) => part.taxableValuePaise);
    const [cgst, sgst, igst] = [cgstPaise, sgstPaise, igstPaise].map((tax) =>
      spreadInProportion(tax, weights),
    );
    return group.map((part, at) => ({
      ...part,
      cgstPaise: cgst?.[at] ?? 0,
      sgstPaise: sgst?.[at] ?? 0,
      igstPaise: igst?.[at] ?? 0,
    }));
  });
}

/**
 * A bill's parts: each line's own taxed value and taxes; a bill that kept a single GST figure (its
 * lines stored before they were taxed one by one) has that figure spread over its rates and split as
 * its place of supply says.
 */
export function billPartsOf(bill: Gstr1Bill, intraState: boolean): SupplyParts {
  const pieces = bill.lines.flatMap((line) =>
    piecesOf(
      line,
      line.amountPaise,
      (tax) => tax.taxableValuePaise,
      bill.invoice,
      line.gstTreatment === 'taxable',
      (tax) => tax.taxes,
    ),
  );
  return partsOf(pieces, bill.invoice.gstPaise, intraState, true);
}

/**
 * A credit note's parts: each credited amount taxed in the share its bill's line was (a line taxed on
 * ₹1,500 of ₹9,000 has a sixth of what is credited taxed, half-up), the rest untaxed as the line was;
 * the note's one GST figure spread over its rates.
 */
export function creditNotePartsOf(note: Gstr1CreditNote, intraState: boolean): SupplyParts {
  const pieces = note.lines.flatMap((line) =>
    piecesOf(
      line.billLine,
      line.amountPaise,
      (tax) =>
        line.billLine &&
        line.billLine.amountPaise !== 0 &&
        tax.taxableValuePaise !== line.billLine.amountPaise
          ? Number(
              roundHalfUp(
                BigInt(line.amountPaise) * BigInt(tax.taxableValuePaise),
                BigInt(line.billLine.amountPaise),
              ),
            )
          : line.amountPaise,
      note.bill,
      line.taxable,
      () => null,
    ),
  );
  return partsOf(pieces, note.gstPaise, intraState, false);
}
