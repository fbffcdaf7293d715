import { describe, expect, it } from 'vitest';
import {
  balanceAfterReceipt,
  buildStatement,
  financialYearSpanOf,
  financialYearStart,
  formatBalance,
  type StatementEntry,
} from './statement';

function entry(
  kind: StatementEntry['kind'],
  date: string,
  paise: number,
  sequence = 1,
  sourceId: string | null = `${kind}-${sequence}`,
): StatementEntry {
  const isDebit = kind === 'bill' || kind === 'reversal' || (kind === 'opening' && paise > 0);
  return {
    kind,
    date,
    sourceId,
    reference: `${kind} ${sequence}`,
    sequence,
    description: kind,
    debitPaise: isDebit ? Math.abs(paise) : 0,
    creditPaise: isDebit ? 0 : Math.abs(paise),
  };
}

describe('a flat’s statement of account', () => {
  // Given out of order on purpose: the statement puts them in the order they happened.
  const entries = [
    entry('receipt', '2026-03-05', 250_000, 2, 'cheque'),
    entry('bill', '2026-02-01', 100_000, 7),
    entry('opening', '2026-01-31', 30_000),
    entry('reversal', '2026-03-09', 250_000, 2, 'cheque'),
    entry('bill', '2026-03-01', 200_000, 8),
    entry('receipt', '2026-03-01', 50_000, 1, 'cash'),
    entry('bill', '2026-04-01', 200_000, 9),
  ];

  it('carries everything before the range forward and runs the balance through it', () => {
    const statement = buildStatement(entries, '2026-03-01', '2026-03-31');
    expect(statement.openingBalancePaise).toBe(130_000);
    expect(statement.lines.map((line) => [line.kind, line.date, line.balancePaise])).toEqual([
      ['bill', '2026-03-01', 330_000],
      ['receipt', '2026-03-01', 280_000],
      ['receipt', '2026-03-05', 30_000],
      ['reversal', '2026-03-09', 280_000],
    ]);
    expect([statement.debitsPaise, statement.creditsPaise, statement.closingBalancePaise]).toEqual([
      450_000, 300_000, 280_000,
    ]);
    expect(statement.openingBalancePaise + statement.debitsPaise - statement.creditsPaise).toBe(
      statement.closingBalancePaise,
    );
  });

  it('shows an advance as a negative balance, and nothing for an empty range', () => {
    const advance = buildStatement(
      [entry('opening', '2026-01-31', -40_000), entry('bill', '2026-02-01', 10_000, 1)],
      '2026-01-01',
      '2026-02-28',
    );
    expect(advance.lines.map((line) => line.balancePaise)).toEqual([-40_000, -30_000]);
    const empty = buildStatement(entries, '2027-01-01', '2027-01-31');
    expect([empty.lines, empty.openingBalancePaise, empty.closingBalancePaise]).toEqual([
      [],
      480_000,
      480_000,
    ]);
  });

  it('gives the balance just after a receipt, whatever came later', () => {
    expect(balanceAfterReceipt(entries, 'cheque')).toBe(30_000);
    expect(balanceAfterReceipt(entries, 'cash')).toBe(280_000);
    expect(balanceAfterReceipt(entries, 'missing')).toBeNull();
  });
});

describe('the financial year a statement covers by default', () => {
  it('starts on 1 April, of the year before from January to March', () => {
    expect(financialYearStart('2026-11-24')).toBe('2026-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
    expect(financialYearStart('2026-03-31')).toBe('2025-04-01');
    expect(financialYearStart('2027-01-15')).toBe('2026-04-01');
  });

  it('is named by its two years and runs from 1 April to 31 March', () => {
    expect(financialYearSpanOf('2026-11-24')).toEqual({
      label: '2026-27',
      from: '2026-04-01',
      to: '2027-03-31',
    });
    expect(financialYearSpanOf('2027-03-31')).toEqual({
      label: '2026-27',
      from: '2026-04-01',
      to: '2027-03-31',
    });
    expect(financialYearSpanOf('2027-04-01')).toEqual({
      label: '2027-28',
      from: '2027-04-01',
      to: '2028-03-31',
    });
    expect(financialYearSpanOf('2099-06-30')).toEqual({
      label: '2099-00',
      from: '2099-04-01',
      to: '2100-03-31',
    });
  });
});

describe('a running balance as printed', () => {
  it('says Dr for what the flat owes and Cr for its advance', () => {
    expect(formatBalance(123_456_78)).toBe('₹1,23,456.78 Dr');
    expect(formatBalance(-30_000)).toBe('₹300.00 Cr');
    expect(formatBalance(0)).toBe('₹0.00');
  });
});
