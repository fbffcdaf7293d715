import { z } from 'zod';
import { ACCOUNTS_PERIOD_MESSAGE, accountsPeriodOf } from '../accounts-period';
import { MAX_NAME_LENGTH, text } from './limits';
import { workbookFileName } from './payment-export';

/*
 * Reports → Accounts: what an accountant takes from the books for a month or a financial year, the
 * GSTR-1 return (JSON for the GST offline tool, and a workbook) and the Tally import (XML), and the
 * Tally ledgers the owner maps once.
 */

/** `?period=2026-11` (a month) or `?period=2026-27` (a financial year). */
export const ZAccountsQuery = z.strictObject({
  period: z.string({ error: ACCOUNTS_PERIOD_MESSAGE }).refine((label) => accountsPeriodOf(label) !== null, {
    message: ACCOUNTS_PERIOD_MESSAGE,
  }),
});
export type TAccountsQuery = z.infer<typeof ZAccountsQuery>;

/** GSTR-1 is filed by a registered business: without a GSTIN there is none to export (409). */
export const GSTR1_NEEDS_GSTIN_MESSAGE = 'GSTR-1 needs your GSTIN: add it in Settings → Profile';

/**
 * `GET /api/v2/reports/accounts?period=`: what the period's exports hold, so the page says it before
 * a file is asked for. Money in rupees.
 */
export const ZAccountsSummary = z.object({
  period: z.string(),
  from: z.string(),
  to: z.string(),
  /** The business's GSTIN; null when it has none (no GSTR-1). */
  gstin: z.string().nullable(),
  bills: z.number().int(),
  creditNotes: z.number().int(),
  receipts: z.number().int(),
  /** The bills' value before GST, less the credit notes'. */
  taxableValue: z.number(),
  /** Lines without GST (exempt, levies, a bill of supply), less the credit notes'. */
  untaxedValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** The bills' totals less the credit notes'. */
  total: z.number(),
  /** The receipts' money (those that stand). */
  received: z.number(),
});
export type TAccountsSummary = z.infer<typeof ZAccountsSummary>;

/** `GSTR1-{GSTIN}-{period}.json` (a month), `.zip` (a financial year: one return a month). */
export function gstr1FileName(gstin: string, period: string, kind: 'month' | 'year'): string {
  return `GSTR1-${gstin}-${period}.${kind === 'month' ? 'json' : 'zip'}`;
}

/** `GSTR1-{period}-{business}.xlsx`. */
export function gstr1WorkbookName(businessName: string, period: string): string {
  return workbookFileName(`GSTR1-${period}`, businessName, 'business');
}

/** `Tally-{period}-{business}.xml`. */
export function tallyFileName(businessName: string, period: string): string {
  return workbookFileName(`Tally-${period}`, businessName, 'business').replace(/\.xlsx$/, '.xml');
}

export const LEDGER_NAME_MESSAGE = 'Please enter a ledger name';

function ledgerName(label: string) {
  return text(label, { error: LEDGER_NAME_MESSAGE })
    .trim()
    .min(1, LEDGER_NAME_MESSAGE)
    .max(MAX_NAME_LENGTH, `A ledger name can have at most ${MAX_NAME_LENGTH} characters`);
}

/** The Tally ledgers other than income per bill head and the flats' own (parties). */
export const TALLY_FIXED_LEDGERS = [
  'otherIncome',
  'interest',
  'cgst',
  'sgst',
  'igst',
  'gst',
  'roundOff',
  'cash',
  'bank',
] as const;
export type TallyFixedLedger = (typeof TALLY_FIXED_LEDGERS)[number];

/** What each fixed ledger is for, as the mapping form labels it, and its name until the owner maps it. */
export const TALLY_FIXED_LEDGER_TERMS: Record<TallyFixedLedger, { label: string; name: string }> = {
  otherIncome: { label: 'Lines under no bill head', name: 'Other Charges' },
  interest: { label: 'Interest on arrears', name: 'Interest on Arrears' },
  cgst: { label: 'Output CGST', name: 'Output CGST' },
  sgst: { label: 'Output SGST', name: 'Output SGST' },
  igst: { label: 'Output IGST', name: 'Output IGST' },
  gst: { label: 'GST of a bill issued with one figure', name: 'Output GST' },
  roundOff: { label: 'Round off', name: 'Round Off' },
  cash: { label: 'Cash receipts', name: 'Cash' },
  bank: { label: 'Other receipts (UPI, bank, cheque, card, online)', name: 'Bank Account' },
};

/** One bill head's income ledger. */
export const ZTallyHeadLedger = z.strictObject({
  headId: z.uuid({ error: 'Bill head not found' }),
  ledger: ledgerName('the income ledger'),
});

const fixed = (key: TallyFixedLedger) => ledgerName(TALLY_FIXED_LEDGER_TERMS[key].label);

/**
 * `PUT /api/v2/settings/tally-ledgers`: the income ledger of each bill head named (a head left out
 * keeps its own name), and the fixed ledgers. A flat's party ledger is named by its flat and holder
 * ('A-101 Asha Rao'). A tax, round-off, cash or bank ledger shares its name with no other ledger.
 */
export const ZTallyLedgersInput = z.strictObject({
  heads: z.array(ZTallyHeadLedger).max(500),
  otherIncome: fixed('otherIncome'),
  interest: fixed('interest'),
  cgst: fixed('cgst'),
  sgst: fixed('sgst'),
  igst: fixed('igst'),
  gst: fixed('gst'),
  roundOff: fixed('roundOff'),
  cash: fixed('cash'),
  bank: fixed('bank'),
});
export type TTallyLedgersInput = z.infer<typeof ZTallyLedgersInput>;

/** `GET /api/v2/settings/tally-ledgers`: every bill head with its ledger, and the fixed ledgers. */
export const ZTallyLedgers = z.object({
  heads: z.array(z.object({ headId: z.string(), headName: z.string(), ledger: z.string() })),
  otherIncome: z.string(),
  interest: z.string(),
  cgst: z.string(),
  sgst: z.string(),
  igst: z.string(),
  gst: z.string(),
  roundOff: z.string(),
  cash: z.string(),
  bank: z.string(),
  /** Whether the owner has saved a mapping (until then every name is its default). */
  saved: z.boolean(),
});
export type TTallyLedgers = z.infer<typeof ZTallyLedgers>;
