import { TALLY_FIXED_LEDGER_TERMS, TALLY_FIXED_LEDGERS, type TallyFixedLedger } from './api/accounts';
import { ledgerKeyOf, type TallyGroup, type TallyLedgerMaster } from './tally';
import type { TallyLedgerNames } from './tally-vouchers';

/*
 * The owner's Tally ledgers: each bill head's income ledger (its own name until mapped) and the fixed
 * ledgers. Income ledgers may be shared; a tax, round-off, cash or bank ledger may not, since Tally
 * would then add its amounts to another ledger's.
 */

/** The fixed ledgers whose name no other ledger of the mapping may have. */
export const TALLY_LEDGERS_OF_THEIR_OWN = [
  'cgst',
  'sgst',
  'igst',
  'gst',
  'roundOff',
  'cash',
  'bank',
] as const satisfies readonly TallyFixedLedger[];

export function ownLedgerMessage(field: TallyFixedLedger): string {
  return `${TALLY_FIXED_LEDGER_TERMS[field].label} must be a ledger of its own`;
}

/** The fixed ledgers' names until the owner maps them. */
export function defaultFixedLedgers(): Record<TallyFixedLedger, string> {
  return Object.fromEntries(
    TALLY_FIXED_LEDGERS.map((key) => [key, TALLY_FIXED_LEDGER_TERMS[key].name]),
  ) as Record<TallyFixedLedger, string>;
}

/**
 * The ledgers of their own that share a name with another ledger of the mapping (compared as Tally
 * compares names): each named once, the later of two such ledgers blamed, so the field the owner
 * changed is the one refused ('sgst' set to the CGST ledger's name refuses 'sgst').
 */
export function sharedOwnLedgers(mapping: TallyLedgerNames): TallyFixedLedger[] {
  const income = new Set(
    [mapping.otherIncome, mapping.interest, ...mapping.heads.values()].map((name) => ledgerKeyOf(name)),
  );
  const earlier = new Set<string>();
  const shared: TallyFixedLedger[] = [];
  for (const field of TALLY_LEDGERS_OF_THEIR_OWN) {
    const key = ledgerKeyOf(mapping[field]);
    if (income.has(key) || earlier.has(key)) shared.push(field);
    earlier.add(key);
  }
  return shared;
}

const FIXED_GROUPS: Record<TallyFixedLedger, Omit<TallyLedgerMaster, 'name'>> = {
  otherIncome: { group: 'Sales Accounts' },
  interest: { group: 'Indirect Incomes' },
  cgst: { group: 'Duties & Taxes', gstDutyHead: 'Central Tax' },
  sgst: { group: 'Duties & Taxes', gstDutyHead: 'State Tax' },
  igst: { group: 'Duties & Taxes', gstDutyHead: 'Integrated Tax' },
  gst: { group: 'Duties & Taxes' },
  roundOff: { group: 'Indirect Expenses' },
  cash: { group: 'Cash-in-Hand' },
  bank: { group: 'Bank Accounts' },
};

const PARTY_GROUP: TallyGroup = 'Sundry Debtors';

/**
 * The ledger masters an import file declares: every ledger of the mapping under its group (heads'
 * income under Sales Accounts) and the parties under Sundry Debtors, each name once (the first
 * group it comes with), so Tally creates the ones it does not have.
 */
export function ledgerMastersOf(mapping: TallyLedgerNames, parties: Iterable<string>): TallyLedgerMaster[] {
  const masters: TallyLedgerMaster[] = [
    ...TALLY_FIXED_LEDGERS.map((key) => ({ name: mapping[key], ...FIXED_GROUPS[key] })),
    ...[...mapping.heads.values()].map((name): TallyLedgerMaster => ({ name, group: 'Sales Accounts' })),
    ...[...parties].map((name): TallyLedgerMaster => ({ name, group: PARTY_GROUP })),
  ];
  const seen = new Set<string>();
  return masters.filter((master) => {
    const key = ledgerKeyOf(master.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
