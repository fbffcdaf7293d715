import { returnPeriodOf } from './accounts-period';
import { hundredthsToNumber } from './decimal';
import type { DocumentSeries, Gstr1Return, HsnRow, ListedDocument, RateFigures } from './gstr1';
import { fromPaise } from './money';

/*
 * GSTR-1 as the GST offline tool imports it (JSON): amounts in rupees with 2 decimals, dates
 * dd-mm-yyyy, rates in percent; an item's number is its rate × 100 + 1 (18 % → 1801). Tax within the
 * state is CGST + SGST, to another state IGST; no cess is charged.
 */

export const GSTR1_JSON_VERSION = 'GST3.2.4';

type ItemDetails = { rt: number; txval: number; iamt?: number; camt?: number; samt?: number; csamt: 0 };
type Item = { num: number; itm_det: ItemDetails };
type HsnEntry = {
  num: number;
  hsn_sc: string;
  uqc: 'NA';
  qty: 0;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: 0;
};
type DocEntry = { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number };

export type Gstr1Json = {
  gstin: string;
  fp: string;
  version: string;
  hash: 'hash';
  b2b?: Array<{ ctin: string; inv: Array<Record<string, unknown>> }>;
  b2cl?: Array<{ pos: string; inv: Array<Record<string, unknown>> }>;
  b2cs?: Array<Record<string, unknown>>;
  cdnr?: Array<{ ctin: string; nt: Array<Record<string, unknown>> }>;
  cdnur?: Array<Record<string, unknown>>;
  nil?: { inv: Array<{ sply_ty: string; expt_amt: number; nil_amt: number; ngsup_amt: number }> };
  hsn?: { hsn_b2b?: HsnEntry[]; hsn_b2c?: HsnEntry[]; data?: HsnEntry[] };
  doc_issue?: { doc_det: Array<{ doc_num: number; doc_typ: string; docs: DocEntry[] }> };
};

/** '2026-11-05' → '05-11-2026'. */
export function gstDateOf(date: string): string {
  return `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
}

/** A rate in basis points as the return writes it: 1800 → 18, 250 → 2.5. */
export function ratePercentOf(rate: number): number {
  return hundredthsToNumber(rate);
}

/** The item's taxes: CGST and SGST within the state, IGST to another. */
function taxesOf(item: Omit<RateFigures, 'rate'>, intraState: boolean) {
  return intraState
    ? { camt: fromPaise(item.cgstPaise), samt: fromPaise(item.sgstPaise) }
    : { iamt: fromPaise(item.igstPaise) };
}

function itemsOf(document: ListedDocument, intraState: boolean): Item[] {
  return document.items.map((item) => ({
    num: item.rate + 1,
    itm_det: {
      rt: ratePercentOf(item.rate),
      txval: fromPaise(item.taxableValuePaise),
      ...taxesOf(item, intraState),
      csamt: 0,
    },
  }));
}

/** Documents grouped by a key in their first order. */
function groupedBy<Key>(documents: readonly ListedDocument[], keyOf: (document: ListedDocument) => Key) {
  const groups = new Map<Key, ListedDocument[]>();
  for (const document of documents)
    groups.set(keyOf(document), [...(groups.get(keyOf(document)) ?? []), document]);
  return [...groups.entries()];
}

function hsnEntriesOf(rows: readonly HsnRow[]): HsnEntry[] {
  return rows.map((row, index) => ({
    num: index + 1,
    hsn_sc: row.hsn,
    uqc: 'NA',
    qty: 0,
    rt: ratePercentOf(row.rate),
    txval: fromPaise(row.taxableValuePaise),
    iamt: fromPaise(row.igstPaise),
    camt: fromPaise(row.cgstPaise),
    samt: fromPaise(row.sgstPaise),
    csamt: 0,
  }));
}

/** The first return period whose HSN summary is split into B2B and B2C tabs (May 2025). */
export const HSN_SPLIT_FROM_MONTH = '2025-05';

/** The B2B and B2C rows of one SAC and rate as one row, for a period before the tabs were split. */
function mergedHsnRows(rows: readonly HsnRow[]): HsnRow[] {
  const merged = new Map<string, HsnRow>();
  for (const row of rows) {
    const key = `${row.hsn} ${row.rate}`;
    const kept = merged.get(key);
    merged.set(
      key,
      kept
        ? {
            ...kept,
            taxableValuePaise: kept.taxableValuePaise + row.taxableValuePaise,
            cgstPaise: kept.cgstPaise + row.cgstPaise,
            sgstPaise: kept.sgstPaise + row.sgstPaise,
            igstPaise: kept.igstPaise + row.igstPaise,
          }
        : row,
    );
  }
  return [...merged.values()];
}

function docsOf(series: readonly DocumentSeries[]): DocEntry[] {
  return series.map((each, index) => ({
    num: index + 1,
    from: each.from,
    to: each.to,
    totnum: each.issued,
    cancel: each.cancelled,
    net_issue: each.issued - each.cancelled,
  }));
}

/** The return of `month` ('2026-11') as the offline tool's JSON; a section with nothing is left out. */
export function gstr1JsonOf(ret: Gstr1Return, month: string): Gstr1Json {
  const supplierState = ret.gstin.slice(0, 2);
  const isIntra = (document: ListedDocument) => document.placeOfSupply === supplierState;
  const json: Gstr1Json = {
    gstin: ret.gstin,
    fp: returnPeriodOf(month),
    version: GSTR1_JSON_VERSION,
    hash: 'hash',
  };
  if (ret.b2b.length > 0) {
    json.b2b = groupedBy(ret.b2b, (bill) => bill.recipientGstin ?? '').map(([ctin, bills]) => ({
      ctin,
      inv: bills.map((bill) => ({
        inum: bill.number,
        idt: gstDateOf(bill.date),
        val: fromPaise(bill.valuePaise),
        pos: bill.placeOfSupply,
        rchrg: 'N',
        inv_typ: 'R',
        itms: itemsOf(bill, isIntra(bill)),
      })),
    }));
  }
  if (ret.b2cl.length > 0) {
    json.b2cl = groupedBy(ret.b2cl, (bill) => bill.placeOfSupply).map(([pos, bills]) => ({
      pos,
      inv: bills.map((bill) => ({
        inum: bill.number,
        idt: gstDateOf(bill.date),
        val: fromPaise(bill.valuePaise),
        itms: itemsOf(bill, false),
      })),
    }));
  }
  if (ret.b2cs.length > 0) {
    json.b2cs = ret.b2cs.map((row) => ({
      sply_ty: row.supplyType,
      pos: row.placeOfSupply,
      typ: 'OE',
      rt: ratePercentOf(row.rate),
      txval: fromPaise(row.taxableValuePaise),
      ...taxesOf(row, row.supplyType === 'INTRA'),
      csamt: 0,
    }));
  }
  if (ret.cdnr.length > 0) {
    json.cdnr = groupedBy(ret.cdnr, (note) => note.recipientGstin ?? '').map(([ctin, notes]) => ({
      ctin,
      nt: notes.map((note) => ({
        ntty: 'C',
        nt_num: note.number,
        nt_dt: gstDateOf(note.date),
        val: fromPaise(note.valuePaise),
        pos: note.placeOfSupply,
        rchrg: 'N',
        inv_typ: 'R',
        itms: itemsOf(note, isIntra(note)),
      })),
    }));
  }
  if (ret.cdnur.length > 0) {
    json.cdnur = ret.cdnur.map((note) => ({
      typ: 'B2CL',
      ntty: 'C',
      nt_num: note.number,
      nt_dt: gstDateOf(note.date),
      val: fromPaise(note.valuePaise),
      pos: note.placeOfSupply,
      itms: itemsOf(note, false),
    }));
  }
  if (ret.nil.length > 0) {
    json.nil = {
      inv: ret.nil.map((row) => ({
        sply_ty: row.supplyType,
        expt_amt: fromPaise(row.exemptPaise),
        nil_amt: fromPaise(row.nilPaise),
        ngsup_amt: fromPaise(row.nonGstPaise),
      })),
    };
  }
  if (ret.hsnB2b.length > 0 || ret.hsnB2c.length > 0) {
    // Returns before May 2025 have one HSN table; from then on, a B2B tab and a B2C tab.
    json.hsn =
      month < HSN_SPLIT_FROM_MONTH
        ? { data: hsnEntriesOf(mergedHsnRows([...ret.hsnB2b, ...ret.hsnB2c])) }
        : {
            ...(ret.hsnB2b.length > 0 ? { hsn_b2b: hsnEntriesOf(ret.hsnB2b) } : {}),
            ...(ret.hsnB2c.length > 0 ? { hsn_b2c: hsnEntriesOf(ret.hsnB2c) } : {}),
          };
  }
  const docDet = [
    { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: docsOf(ret.invoiceSeries) },
    { doc_num: 5, doc_typ: 'Credit Note', docs: docsOf(ret.creditNoteSeries) },
  ].filter((detail) => detail.docs.length > 0);
  if (docDet.length > 0) json.doc_issue = { doc_det: docDet };
  return json;
}
