import type { TallyFixedLedger } from './api/accounts';
import { INTEREST_LINE_NAME } from './api/interest';
import { parseBillingPeriod } from './billing-periods';
import type { CalendarDate } from './dates';
import { taxSplitOf } from './gst-split';
import type { LineTax } from './invoice-tax';
import { type Paise, sumPaise } from './money';
import { flatLabelOf, partyLedgerName, type TallyEntry, type TallyVoucher } from './tally';

/*
 * What each of the books' documents posts in Tally, in paise: a bill is a sale (the flat's party
 * debited its total; income per ledger, GST and the round-off credited), a credit note its reverse,
 * a receipt money into the bank or the cash box from the party, and a receipt that bounced a journal
 * putting it back on the party. Every voucher balances to the paisa by construction.
 */

/** The ledger names the owner mapped: the income ledger of each bill head, and the fixed ledgers. */
export type TallyLedgerNames = Record<TallyFixedLedger, string> & {
  /** Bill head id → its income ledger; a head not here (deleted since) posts to `otherIncome`. */
  heads: ReadonlyMap<string, string>;
};

/** A bill's line as the sale posts it: its amount before tax, its head, its own taxes (if taxed one by one). */
export type TallyBillLine = {
  itemName: string;
  amountPaise: Paise;
  billHeadId: string | null;
  /** Null (or taxes null) on a bill issued before lines were taxed one by one. */
  tax: { taxes: LineTax | null } | null;
};

export type TallyClient = { block: string; flat: string; name: string };

/** A bill as the sale posts it, its figures as issued. */
export type TallyBill = {
  invoiceNumber: string;
  date: CalendarDate;
  /** The period a billing run billed ('2026-11', '2026-Q3'); null for a bill made by hand. */
  billingPeriod: string | null;
  subTotalPaise: Paise;
  gstPaise: Paise;
  totalPaise: Paise;
  placeOfSupply: string | null;
  client: TallyClient;
};

/** The business's GST state (its GSTIN's, else the one it chose): splits an older bill's single GST. */
export type SupplierState = string | null;

type Taxes = { cgst: Paise; sgst: Paise; igst: Paise; gst: Paise };

const NO_TAX: Taxes = { cgst: 0, sgst: 0, igst: 0, gst: 0 };

/** The income ledger a line is credited to: its head's, interest's, else other charges'. */
export function incomeLedgerOf(
  line: { itemName: string; billHeadId: string | null },
  names: TallyLedgerNames,
): string {
  if (line.itemName === INTEREST_LINE_NAME && line.billHeadId === null) return names.interest;
  const head = line.billHeadId === null ? undefined : names.heads.get(line.billHeadId);
  return head ?? names.otherIncome;
}

function isTaxedByLine(lines: readonly TallyBillLine[]): boolean {
  return lines.length > 0 && lines.every((line) => line.tax?.taxes);
}

/**
 * A bill's GST by ledger: the sums of its lines' CGST, SGST and IGST; an older bill's single figure
 * split as its tax invoice shows it (exact halves within the state, IGST to another), else whole.
 */
export function billTaxesOf(
  bill: Pick<TallyBill, 'gstPaise' | 'placeOfSupply'>,
  lines: readonly TallyBillLine[],
  supplierState: SupplierState,
): Taxes {
  if (isTaxedByLine(lines)) {
    const sum = (pick: (tax: LineTax) => Paise) =>
      sumPaise(lines.map((line) => (line.tax?.taxes ? pick(line.tax.taxes) : 0)));
    return {
      cgst: sum((tax) => tax.cgst),
      sgst: sum((tax) => tax.sgst),
      igst: sum((tax) => tax.igst),
      gst: 0,
    };
  }
  const split = taxSplitOf(bill, supplierState);
  if (split?.kind === 'cgst-sgst') return { ...NO_TAX, cgst: split.cgstPaise, sgst: split.sgstPaise };
  if (split?.kind === 'igst') return { ...NO_TAX, igst: split.igstPaise };
  return { ...NO_TAX, gst: bill.gstPaise };
}

/** How a bill's GST was named, so its credit notes reverse it the same way. */
export type BillTaxKind = 'cgst-sgst' | 'igst' | 'gst';

export function billTaxKindOf(
  bill: Pick<TallyBill, 'gstPaise' | 'placeOfSupply'>,
  lines: readonly TallyBillLine[],
  supplierState: SupplierState,
): BillTaxKind {
  const taxes = billTaxesOf(bill, lines, supplierState);
  if (taxes.igst > 0) return 'igst';
  if (taxes.cgst > 0 || taxes.sgst > 0) return 'cgst-sgst';
  return 'gst';
}

/** A credit note's GST as its bill named it: within the state half-up to CGST, the rest to SGST. */
export function creditNoteTaxesOf(gstPaise: Paise, kind: BillTaxKind): Taxes {
  if (kind === 'igst') return { ...NO_TAX, igst: gstPaise };
  if (kind === 'gst') return { ...NO_TAX, gst: gstPaise };
  const cgst = Math.ceil(gstPaise / 2);
  return { ...NO_TAX, cgst, sgst: gstPaise - cgst };
}

/** Amounts per ledger in the order each ledger first comes, leaving out those that come to nothing. */
function byLedger(entries: ReadonlyArray<{ ledger: string; debitPaise: Paise }>): TallyEntry[] {
  const sums = new Map<string, Paise>();
  for (const entry of entries) sums.set(entry.ledger, (sums.get(entry.ledger) ?? 0) + entry.debitPaise);
  return [...sums].filter(([, paise]) => paise !== 0).map(([ledger, debitPaise]) => ({ ledger, debitPaise }));
}

function taxEntries(taxes: Taxes, names: TallyLedgerNames, sign: 1 | -1) {
  return [
    { ledger: names.cgst, debitPaise: sign * taxes.cgst },
    { ledger: names.sgst, debitPaise: sign * taxes.sgst },
    { ledger: names.igst, debitPaise: sign * taxes.igst },
    { ledger: names.gst, debitPaise: sign * taxes.gst },
  ];
}

const taxTotal = (taxes: Taxes) => sumPaise([taxes.cgst, taxes.sgst, taxes.igst, taxes.gst]);

/** 'A-101', else the client's name: who a narration says a document was for. */
function whoOf(client: TallyClient): string {
  return flatLabelOf(client) || client.name.trim();
}

/** 'November 2026' for a run's period or the month of a bill made by hand. */
function periodLabelOf(bill: Pick<TallyBill, 'billingPeriod' | 'date'>): string {
  const period =
    (bill.billingPeriod && parseBillingPeriod(bill.billingPeriod)) ||
    parseBillingPeriod(bill.date.slice(0, 7));
  return period?.label ?? '';
}

/**
 * A bill's sale: the party debited the total; each line's amount credited to its income ledger
 * (summed per ledger), the GST to its ledgers, and the round-off (total − sub total − GST, either sign).
 * Lines that fall short of the sub total (a bill without its lines) post the rest as other charges.
 */
export function salesVoucherOf(
  bill: TallyBill,
  lines: readonly TallyBillLine[],
  names: TallyLedgerNames,
  supplierState: SupplierState,
): TallyVoucher {
  const party = partyLedgerName(bill.client);
  const taxes = billTaxesOf(bill, lines, supplierState);
  const unlined = bill.subTotalPaise - sumPaise(lines.map((line) => line.amountPaise));
  const credits = byLedger([
    ...lines.map((line) => ({ ledger: incomeLedgerOf(line, names), debitPaise: -line.amountPaise })),
    { ledger: names.otherIncome, debitPaise: -unlined },
    ...taxEntries(taxes, names, -1),
    { ledger: names.roundOff, debitPaise: -(bill.totalPaise - bill.subTotalPaise - taxTotal(taxes)) },
  ]);
  return {
    type: 'Sales',
    date: bill.date,
    number: bill.invoiceNumber,
    party,
    narration: [`Bill ${bill.invoiceNumber} for ${whoOf(bill.client)}`, periodLabelOf(bill)]
      .filter(Boolean)
      .join(', '),
    entries: [{ ledger: party, debitPaise: bill.totalPaise, isParty: true }, ...credits],
  };
}

/** One credited line: its amount before tax and the bill's line it credits (null once that is gone). */
export type TallyCreditedLine = {
  itemName: string;
  amountPaise: Paise;
  billLine: { itemName: string; billHeadId: string | null } | null;
};

export type TallyCreditNote = {
  number: string;
  issuedOn: CalendarDate;
  reason: string;
  subTotalPaise: Paise;
  gstPaise: Paise;
  roundOffPaise: Paise;
  totalPaise: Paise;
  lines: readonly TallyCreditedLine[];
};

/**
 * A credit note, the reverse of its bill's sale for what it credits: each line's income ledger
 * debited, the GST it reverses debited as the bill named it, its round-off debited (either sign),
 * and the party credited the note's total.
 */
export function creditNoteVoucherOf(
  note: TallyCreditNote,
  bill: { client: TallyClient; invoiceNumber: string },
  taxKind: BillTaxKind,
  names: TallyLedgerNames,
): TallyVoucher {
  const party = partyLedgerName(bill.client);
  const taxes = creditNoteTaxesOf(note.gstPaise, taxKind);
  const unlined = note.subTotalPaise - sumPaise(note.lines.map((line) => line.amountPaise));
  const debits = byLedger([
    ...note.lines.map((line) => ({
      ledger: incomeLedgerOf(line.billLine ?? { itemName: line.itemName, billHeadId: null }, names),
      debitPaise: line.amountPaise,
    })),
    { ledger: names.otherIncome, debitPaise: unlined },
    ...taxEntries(taxes, names, 1),
    { ledger: names.roundOff, debitPaise: note.totalPaise - note.subTotalPaise - taxTotal(taxes) },
  ]);
  return {
    type: 'Credit Note',
    date: note.issuedOn,
    number: note.number,
    party,
    narration: `${note.reason.trim()} (bill ${bill.invoiceNumber})`,
    entries: [...debits, { ledger: party, debitPaise: -note.totalPaise, isParty: true }],
  };
}

/** Money received, and the day it turned out not to have arrived (a bounced cheque), if it did not. */
export type TallyReceipt = {
  number: string;
  datePaid: CalendarDate;
  amountPaise: Paise;
  paymentMethod: string;
  reference: string;
  reversedOn: CalendarDate | null;
  reversalReason: string;
  client: TallyClient;
};

/** Cash goes into the cash box; UPI, bank transfers, cheques, cards and online payments into the bank. */
export function moneyLedgerOf(paymentMethod: string, names: TallyLedgerNames): string {
  return paymentMethod.trim().toLowerCase() === 'cash' ? names.cash : names.bank;
}

/** A receipt: the bank or the cash box debited, the party credited. */
export function receiptVoucherOf(receipt: TallyReceipt, names: TallyLedgerNames): TallyVoucher {
  const party = partyLedgerName(receipt.client);
  const reference = receipt.reference.trim();
  return {
    type: 'Receipt',
    date: receipt.datePaid,
    number: receipt.number,
    party,
    narration: [receipt.paymentMethod.trim(), reference].filter(Boolean).join(', '),
    entries: [
      { ledger: moneyLedgerOf(receipt.paymentMethod, names), debitPaise: receipt.amountPaise },
      { ledger: party, debitPaise: -receipt.amountPaise, isParty: true },
    ],
  };
}

/**
 * A receipt reversed (a bounced cheque): on the day it was reversed, the party debited again and the
 * ledger the money went into credited. Null for a receipt that stands.
 */
export function reversalVoucherOf(receipt: TallyReceipt, names: TallyLedgerNames): TallyVoucher | null {
  if (receipt.reversedOn === null) return null;
  const party = partyLedgerName(receipt.client);
  return {
    type: 'Journal',
    date: receipt.reversedOn,
    number: receipt.number,
    party,
    narration: [`Receipt ${receipt.number} reversed`, receipt.reversalReason.trim()]
      .filter(Boolean)
      .join(': '),
    entries: [
      { ledger: party, debitPaise: receipt.amountPaise, isParty: true },
      { ledger: moneyLedgerOf(receipt.paymentMethod, names), debitPaise: -receipt.amountPaise },
    ],
  };
}
