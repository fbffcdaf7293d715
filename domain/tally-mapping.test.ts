import { describe, expect, it } from 'vitest';
import { defaultFixedLedgers, ledgerMastersOf, ownLedgerMessage, sharedOwnLedgers } from './tally-mapping';

const mapping = (changes: object = {}, heads: Array<[string, string]> = [['h1', 'Maintenance']]) => ({
  ...defaultFixedLedgers(),
  heads: new Map(heads),
  ...changes,
});

describe('ledgers of their own', () => {
  it('lets income ledgers be shared and the defaults stand', () => {
    expect(
      sharedOwnLedgers(
        mapping({ interest: 'Maintenance', otherIncome: 'maintenance' }, [
          ['h1', 'Maintenance'],
          ['h2', 'Maintenance'],
        ]),
      ),
    ).toEqual([]);
  });

  it('refuses the later of two tax ledgers sharing a name, compared trimmed and in any case', () => {
    expect(sharedOwnLedgers(mapping({ sgst: ' output cgst ' }))).toEqual(['sgst']);
    expect(ownLedgerMessage('sgst')).toBe('Output SGST must be a ledger of its own');
  });

  it('refuses a tax, round-off, cash or bank ledger named like an income ledger', () => {
    expect(sharedOwnLedgers(mapping({ roundOff: 'Maintenance', bank: 'Other Charges' }))).toEqual([
      'roundOff',
      'bank',
    ]);
  });
});

it('declares each ledger once under its group: the mapping’s, then the parties', () => {
  const masters = ledgerMastersOf(
    mapping({}, [
      ['h1', 'Maintenance'],
      ['h2', 'maintenance '],
    ]),
    ['A-101 Asha Rao', 'A-101 Asha Rao'],
  );
  expect(masters).toEqual([
    { name: 'Other Charges', group: 'Sales Accounts' },
    { name: 'Interest on Arrears', group: 'Indirect Incomes' },
    { name: 'Output CGST', group: 'Duties & Taxes', gstDutyHead: 'Central Tax' },
    { name: 'Output SGST', group: 'Duties & Taxes', gstDutyHead: 'State Tax' },
    { name: 'Output IGST', group: 'Duties & Taxes', gstDutyHead: 'Integrated Tax' },
    { name: 'Output GST', group: 'Duties & Taxes' },
    { name: 'Round Off', group: 'Indirect Expenses' },
    { name: 'Cash', group: 'Cash-in-Hand' },
    { name: 'Bank Account', group: 'Bank Accounts' },
    { name: 'Maintenance', group: 'Sales Accounts' },
    { name: 'A-101 Asha Rao', group: 'Sundry Debtors' },
  ]);
});
