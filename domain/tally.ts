import type { CalendarDate } from './dates';
import { PAISE_PER_RUPEE, type Paise } from './money';
import { xmlText } from './xml-text';

/*
 * The Tally import file (TallyPrime, Tally.ERP 9): one XML envelope of ledger masters, then vouchers.
 * Tally's signs: a debit is a negative amount deemed positive, a credit a positive amount that is not;
 * a voucher's amounts add up to exactly 0.00. Everything here builds text from plain objects.
 */

/** Tally's own groups, under which the import creates a ledger it does not have yet. */
export type TallyGroup =
  | 'Sundry Debtors'
  | 'Sales Accounts'
  | 'Indirect Incomes'
  | 'Duties & Taxes'
  | 'Indirect Expenses'
  | 'Cash-in-Hand'
  | 'Bank Accounts';

/** Which GST duty a tax ledger carries, so Tally treats it as GST. */
export type GstDutyHead = 'Central Tax' | 'State Tax' | 'Integrated Tax';

export type TallyLedgerMaster = { name: string; group: TallyGroup; gstDutyHead?: GstDutyHead };

/** One line of a voucher: positive paise are a debit, negative a credit. */
export type TallyEntry = { ledger: string; debitPaise: Paise; isParty?: boolean };

export type TallyVoucherType = 'Sales' | 'Credit Note' | 'Receipt' | 'Journal';

export type TallyVoucher = {
  type: TallyVoucherType;
  date: CalendarDate;
  number: string;
  party: string;
  narration: string;
  entries: TallyEntry[];
};

/** Paise as Tally reads an amount: rupees with exactly two decimals ('-5275.00'), worked in integers. */
export function tallyAmount(paise: Paise): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  const rupees = Math.floor(whole / PAISE_PER_RUPEE);
  const rest = String(whole % PAISE_PER_RUPEE).padStart(2, '0');
  return `${sign}${rupees}.${rest}`;
}

/** '2026-11-01' → '20261101'. */
export function tallyDate(date: CalendarDate): string {
  return date.replaceAll('-', '');
}

/** Spaces run together and trimmed, control characters dropped: how a name reads in a ledger's name. */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();
}

/**
 * A flat's label in a ledger name: block and flat ('A-101'), or the flat alone when it already starts
 * with its block ('A-101' in block A) or there is no block.
 */
export function flatLabelOf(client: { block: string; flat: string }): string {
  const block = tidy(client.block);
  const flat = tidy(client.flat);
  if (!flat) return '';
  if (!block) return flat;
  const startsWithBlock =
    flat.toLowerCase().startsWith(block.toLowerCase()) && !/^\p{L}/u.test(flat.slice(block.length));
  return startsWithBlock ? flat : `${block}-${flat}`;
}

/**
 * A flat's party ledger, named by flat and holder ('A-101 Asha Rao'); a client without a flat by
 * name alone. A flat's label is its own, so two flats never share a ledger.
 */
export function partyLedgerName(client: { block: string; flat: string; name: string }): string {
  const label = flatLabelOf(client);
  const name = tidy(client.name);
  return [label, name].filter(Boolean).join(' ') || 'Unnamed party';
}

/** How Tally compares ledger names: trimmed, in any case. */
export function ledgerKeyOf(name: string): string {
  return name.trim().toLowerCase();
}

/** The envelope's opening, up to where its messages start. */
export function tallyEnvelopeStart(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    ' <HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>',
    ' <BODY><IMPORTDATA>',
    '  <REQUESTDESC><REPORTNAME>All Masters</REPORTNAME></REQUESTDESC>',
    '  <REQUESTDATA>',
    '',
  ].join('\n');
}

/** The envelope's close, after its last message. */
export function tallyEnvelopeEnd(): string {
  return ['  </REQUESTDATA>', ' </IMPORTDATA></BODY>', '</ENVELOPE>', ''].join('\n');
}

function message(body: string): string {
  return `   <TALLYMESSAGE xmlns:UDF="TallyUDF">${body}</TALLYMESSAGE>\n`;
}

function element(tag: string, content: string): string {
  return `<${tag}>${xmlText(content)}</${tag}>`;
}

/** A ledger master the import creates when Tally does not have it. */
export function ledgerMasterXml(ledger: TallyLedgerMaster): string {
  const name = xmlText(ledger.name);
  const gst = ledger.gstDutyHead
    ? `${element('TAXTYPE', 'GST')}${element('GSTDUTYHEAD', ledger.gstDutyHead)}`
    : '';
  return message(
    `<LEDGER NAME="${name}" ACTION="Create">${element('NAME', ledger.name)}${element('PARENT', ledger.group)}${gst}</LEDGER>`,
  );
}

function entryXml(entry: TallyEntry): string {
  // A debit is negative and deemed positive; a credit positive and not.
  const amount = -entry.debitPaise;
  return [
    '<ALLLEDGERENTRIES.LIST>',
    element('LEDGERNAME', entry.ledger),
    element('ISDEEMEDPOSITIVE', amount < 0 ? 'Yes' : 'No'),
    entry.isParty ? element('ISPARTYLEDGER', 'Yes') : '',
    element('AMOUNT', tallyAmount(amount)),
    '</ALLLEDGERENTRIES.LIST>',
  ].join('');
}

/** Whether a voucher's entries add up to exactly nothing, as Tally requires. */
export function isBalanced(voucher: Pick<TallyVoucher, 'entries'>): boolean {
  return voucher.entries.reduce((sum, entry) => sum + entry.debitPaise, 0) === 0;
}

/** A voucher as the import reads it; one that does not balance is a mistake in the books, never written. */
export function voucherXml(voucher: TallyVoucher): string {
  if (!isBalanced(voucher)) throw new Error(`voucher ${voucher.number} does not balance`);
  const head = [
    element('DATE', tallyDate(voucher.date)),
    element('VOUCHERTYPENAME', voucher.type),
    element('VOUCHERNUMBER', voucher.number),
    element('PARTYLEDGERNAME', voucher.party),
    element('NARRATION', voucher.narration),
  ].join('');
  const entries = voucher.entries.map(entryXml).join('');
  return message(`<VOUCHER VCHTYPE="${xmlText(voucher.type)}" ACTION="Create">${head}${entries}</VOUCHER>`);
}
