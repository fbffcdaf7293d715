import { describe, expect, it } from 'vitest';
import { accountsPeriodOf, returnPeriodOf } from './accounts-period';

describe('accountsPeriodOf', () => {
  it('reads a month, its days and its return period', () => {
    expect(accountsPeriodOf('2026-11')).toEqual({
      kind: 'month',
      label: '2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
      months: ['2026-11'],
    });
    expect(accountsPeriodOf('2028-02')?.to).toBe('2028-02-29');
    expect(returnPeriodOf('2026-11')).toBe('112026');
  });

  it('reads a financial year from 1 April to 31 March, its twelve months in order', () => {
    const year = accountsPeriodOf('2026-27');
    expect(year).toMatchObject({ kind: 'year', label: '2026-27', from: '2026-04-01', to: '2027-03-31' });
    expect(year?.months).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(accountsPeriodOf('2049-50')?.to).toBe('2050-03-31');
  });

  it('names no period for anything else', () => {
    for (const label of [
      '2026-13',
      '2026-00',
      '2026-28',
      '2026-2027',
      '1999-12',
      '2051-01',
      '2026',
      '',
      '2026-11 ',
      '2026-1',
    ]) {
      expect(accountsPeriodOf(label), label).toBeNull();
    }
    // '2026-12' is December, never the year 2026-12.
    expect(accountsPeriodOf('2026-12')?.kind).toBe('month');
  });
});
