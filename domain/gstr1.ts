import { gstinStateCode } from './gstin';
import {
  billPartsOf,
  creditNotePartsOf,
  type Gstr1Bill,
  type Gstr1CreditNote,
  type Gstr1Invoice,
  type SupplyParts,
  type TaxedPart,
  type UntaxedKind,
} from './gstr1-parts';
import type { Paise } from './money';
import { compareInvoiceNumbers } from './numbering';
import type { BasisPoints } from './percent';

export type {
  Gstr1Bill,
  Gstr1CreditedLine,
  Gstr1CreditNote,
  Gstr1Invoice,
  Gstr1Line,
  Gstr1LineTax,
} from './gstr1-parts';

/*
 * GSTR-1, the return of a registered business's outward supplies, built from its bills and credit
 * notes handed over one at a time, so a period is never held whole: only the sections that list bills
 * one by one (B2B, B2CL, CDNR, CDNUR) keep a bill; the rest (B2CS, nil rated and exempt, the HSN
 * summary, the documents issued) are sums. Money in paise.
 */

/** A bill to an unregistered client in another state is listed on its own (B2CL) above ₹1,00,000. */
export const B2CL_THRESHOLD_PAISE = 10_000_000;

/** Where a bill goes: a registered client (B2B), a large inter-state one (B2CL), the rest (B2CS). */
export type SupplySection = 'b2b' | 'b2cl' | 'b2cs';

/** Taxed value and taxes at one rate. */
export type RateFigures = {
  rate: BasisPoints;
  taxableValuePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
};

/** A bill or credit note GSTR-1 lists on its own. */
export type ListedDocument = {
  number: string;
  date: string;
  valuePaise: Paise;
  placeOfSupply: string;
  recipientGstin: string | null;
  recipientName: string;
  /** Per rate, lowest first; only what GST is charged on. */
  items: RateFigures[];
};

export type B2csRow = RateFigures & { supplyType: 'INTRA' | 'INTER'; placeOfSupply: string };

export type NilKey = 'INTRAB2B' | 'INTRAB2C' | 'INTERB2B' | 'INTERB2C';
export type NilRow = { supplyType: NilKey; exemptPaise: Paise; nilPaise: Paise; nonGstPaise: Paise };

export type HsnRow = RateFigures & { hsn: string };

/** One number series of the documents issued: 'INV-', '2026-27/', 'CN-'. */
export type DocumentSeries = { from: string; to: string; issued: number; cancelled: number };

export type Gstr1Return = {
  gstin: string;
  b2b: ListedDocument[];
  b2cl: ListedDocument[];
  b2cs: B2csRow[];
  cdnr: ListedDocument[];
  cdnur: ListedDocument[];
  nil: NilRow[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  invoiceSeries: DocumentSeries[];
  creditNoteSeries: DocumentSeries[];
};

export type Gstr1Builder = {
  addBill(bill: Gstr1Bill): void;
  addCreditNote(note: Gstr1CreditNote): void;
  /** A bill issued in the period and then replaced (by a late-fee invoice): it counts as cancelled. */
  addCancelledBill(invoiceNumber: string): void;
  result(): Gstr1Return;
};

/** Where a supply takes place and which section lists it. */
function placeOf(invoice: Gstr1Invoice, supplierState: string) {
  const placeOfSupply = invoice.placeOfSupply ?? supplierState;
  const intraState = placeOfSupply === supplierState;
  const registered = Boolean(invoice.client.gstin?.trim());
  const section: SupplySection = registered
    ? 'b2b'
    : !intraState && invoice.totalPaise > B2CL_THRESHOLD_PAISE
      ? 'b2cl'
      : 'b2cs';
  return { placeOfSupply, intraState, registered, section };
}

const ZERO = { taxableValuePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };

/** `into` plus `sign` × `part`'s figures. */
function added<Row extends Omit<RateFigures, 'rate'>>(
  into: Row,
  part: Omit<RateFigures, 'rate'>,
  sign: 1 | -1,
): Row {
  return {
    ...into,
    taxableValuePaise: into.taxableValuePaise + sign * part.taxableValuePaise,
    cgstPaise: into.cgstPaise + sign * part.cgstPaise,
    sgstPaise: into.sgstPaise + sign * part.sgstPaise,
    igstPaise: into.igstPaise + sign * part.igstPaise,
  };
}

/** A document's taxed parts per rate, lowest first. */
function itemsOf(taxed: readonly TaxedPart[]): RateFigures[] {
  const byRate = new Map<BasisPoints, RateFigures>();
  for (const part of taxed) {
    byRate.set(part.rate, added(byRate.get(part.rate) ?? { rate: part.rate, ...ZERO }, part, 1));
  }
  return [...byRate.values()]
    .filter((item) => item.taxableValuePaise !== 0)
    .sort((first, second) => first.rate - second.rate);
}

/** A number's series: the number with its serial (its last digits) taken off. */
export function seriesOf(number: string): string {
  return number.replace(/\d+$/, '');
}

type SeriesTally = { from: string; to: string; issued: number; cancelled: number };

function counted(series: Map<string, SeriesTally>, number: string, cancelled: boolean): void {
  const key = seriesOf(number);
  const tally = series.get(key);
  if (!tally) {
    series.set(key, { from: number, to: number, issued: 1, cancelled: cancelled ? 1 : 0 });
    return;
  }
  series.set(key, {
    from: compareInvoiceNumbers(number, tally.from) < 0 ? number : tally.from,
    to: compareInvoiceNumbers(number, tally.to) > 0 ? number : tally.to,
    issued: tally.issued + 1,
    cancelled: tally.cancelled + (cancelled ? 1 : 0),
  });
}

function seriesList(series: Map<string, SeriesTally>): DocumentSeries[] {
  return [...series.entries()]
    .sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0))
    .map(([, tally]) => tally);
}

const isNonZero = (row: Omit<RateFigures, 'rate'>) =>
  row.taxableValuePaise !== 0 || row.cgstPaise !== 0 || row.sgstPaise !== 0 || row.igstPaise !== 0;

const byRateThenKey =
  <Row extends { rate: number }>(keyOf: (row: Row) => string) =>
  (first: Row, second: Row) => {
    const [a, b] = [keyOf(first), keyOf(second)];
    if (a !== b) return a < b ? -1 : 1;
    return first.rate - second.rate;
  };

/**
 * A builder of the return of `gstin` (a registered business: its state is its GSTIN's). Bills and
 * notes may come in any order; `result` gives the sections sorted.
 */
export function gstr1Builder(gstin: string): Gstr1Builder {
  const supplierState = gstinStateCode(gstin) ?? gstin.slice(0, 2);
  const b2b: ListedDocument[] = [];
  const b2cl: ListedDocument[] = [];
  const cdnr: ListedDocument[] = [];
  const cdnur: ListedDocument[] = [];
  const b2cs = new Map<string, B2csRow>();
  const nil = new Map<NilKey, NilRow>();
  const hsn = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() };
  const invoiceSeries = new Map<string, SeriesTally>();
  const creditNoteSeries = new Map<string, SeriesTally>();

  const NIL_FIELD: Record<UntaxedKind, 'exemptPaise' | 'nilPaise' | 'nonGstPaise'> = {
    exempt: 'exemptPaise',
    nil: 'nilPaise',
    nonGst: 'nonGstPaise',
  };

  /** What every bill and note adds (sign 1) or takes off (−1): nil rated and exempt, and the HSN summary. */
  function summed(parts: SupplyParts, place: ReturnType<typeof placeOf>, sign: 1 | -1): void {
    const nilKey: NilKey = `${place.intraState ? 'INTRA' : 'INTER'}${place.registered ? 'B2B' : 'B2C'}`;
    for (const part of parts.untaxed) {
      const row = nil.get(nilKey) ?? { supplyType: nilKey, exemptPaise: 0, nilPaise: 0, nonGstPaise: 0 };
      const field = NIL_FIELD[part.kind];
      nil.set(nilKey, { ...row, [field]: row[field] + sign * part.amountPaise });
    }
    const summary = place.registered ? hsn.b2b : hsn.b2c;
    const hsnRows: HsnRow[] = [
      ...parts.taxed,
      ...parts.untaxed.map((part) => ({
        hsn: part.hsn,
        rate: 0,
        ...ZERO,
        taxableValuePaise: part.amountPaise,
      })),
    ];
    for (const part of hsnRows) {
      const key = `${part.hsn}\u0000${part.rate}`;
      summary.set(key, added(summary.get(key) ?? { hsn: part.hsn, rate: part.rate, ...ZERO }, part, sign));
    }
    if (place.section !== 'b2cs') return;
    for (const part of parts.taxed) {
      const supplyType = place.intraState ? 'INTRA' : 'INTER';
      const key = `${supplyType}\u0000${place.placeOfSupply}\u0000${part.rate}`;
      const row = b2cs.get(key) ?? {
        supplyType,
        placeOfSupply: place.placeOfSupply,
        rate: part.rate,
        ...ZERO,
      };
      b2cs.set(key, added(row, part, sign));
    }
  }

  return {
    addBill(bill) {
      const { invoice } = bill;
      const place = placeOf(invoice, supplierState);
      const parts = billPartsOf(bill, place.intraState);
      summed(parts, place, 1);
      counted(invoiceSeries, invoice.invoiceNumber, false);
      const items = itemsOf(parts.taxed);
      if (place.section === 'b2cs' || items.length === 0) return;
      (place.section === 'b2b' ? b2b : b2cl).push({
        number: invoice.invoiceNumber,
        date: invoice.date,
        valuePaise: invoice.totalPaise,
        placeOfSupply: place.placeOfSupply,
        recipientGstin: place.registered ? (invoice.client.gstin?.trim() ?? null) : null,
        recipientName: invoice.client.name,
        items,
      });
    },
    addCreditNote(note) {
      const place = placeOf(note.bill, supplierState);
      const parts = creditNotePartsOf(note, place.intraState);
      summed(parts, place, -1);
      counted(creditNoteSeries, note.number, false);
      const items = itemsOf(parts.taxed);
      if (place.section === 'b2cs' || items.length === 0) return;
      (place.section === 'b2b' ? cdnr : cdnur).push({
        number: note.number,
        date: note.issuedOn,
        valuePaise: note.totalPaise,
        placeOfSupply: place.placeOfSupply,
        recipientGstin: place.registered ? (note.bill.client.gstin?.trim() ?? null) : null,
        recipientName: note.bill.client.name,
        items,
      });
    },
    addCancelledBill(invoiceNumber) {
      counted(invoiceSeries, invoiceNumber, true);
    },
    result() {
      const byDate = (first: ListedDocument, second: ListedDocument) =>
        first.date === second.date
          ? compareInvoiceNumbers(first.number, second.number)
          : first.date < second.date
            ? -1
            : 1;
      return {
        gstin,
        b2b: [...b2b].sort(byDate),
        b2cl: [...b2cl].sort(byDate),
        b2cs: [...b2cs.values()]
          .filter(isNonZero)
          .sort(byRateThenKey((row) => `${row.supplyType}${row.placeOfSupply}`)),
        cdnr: [...cdnr].sort(byDate),
        cdnur: [...cdnur].sort(byDate),
        nil: [...nil.values()]
          .filter((row) => row.exemptPaise !== 0 || row.nilPaise !== 0 || row.nonGstPaise !== 0)
          .sort((first, second) => (first.supplyType < second.supplyType ? -1 : 1)),
        hsnB2b: [...hsn.b2b.values()].filter(isNonZero).sort(byRateThenKey((row) => row.hsn)),
        hsnB2c: [...hsn.b2c.values()].filter(isNonZero).sort(byRateThenKey((row) => row.hsn)),
        invoiceSeries: seriesList(invoiceSeries),
        creditNoteSeries: seriesList(creditNoteSeries),
      };
    },
  };
}
