import { describe, expect, it } from 'vitest';
import { defaultRunDates, monthsBilled, nextBillingPeriod, parseBillingPeriod } from './billing-periods';

describe('billing periods', () => {
  it('reads a month and a calendar quarter with their days and months', () => {
    expect(parseBillingPeriod('2026-11')).toEqual({
      key: '2026-11',
      label: 'November 2026',
      start: '2026-11-01',
      end: '2026-11-30',
      months: 1,
    });
    expect(parseBillingPeriod('2028-02')?.end).toBe('2028-02-29');
    expect(parseBillingPeriod('2026-Q3')).toEqual({
      key: '2026-Q3',
      label: 'Jul–Sep 2026',
      start: '2026-07-01',
      end: '2026-09-30',
      months: 3,
    });
    expect(parseBillingPeriod('2026-Q1')?.end).toBe('2026-03-31');
  });

  it('refuses anything else', () => {
    for (const key of [
      '2026-13',
      '2026-00',
      '2026-Q5',
      '2026-Q0',
      'Nov 2026',
      '2026-1',
      '26-11',
      '2026-11 ',
    ]) {
      expect(parseBillingPeriod(key), key).toBeUndefined();
    }
  });

  it('steps to the next period across the year', () => {
    const next = (key: string) =>
      nextBillingPeriod(parseBillingPeriod(key) as NonNullable<ReturnType<typeof parseBillingPeriod>>).key;
    expect(next('2026-11')).toBe('2026-12');
    expect(next('2026-12')).toBe('2027-01');
    expect(next('2026-Q3')).toBe('2026-Q4');
    expect(next('2026-Q4')).toBe('2027-Q1');
  });

  it('bills on the first day and falls due on the business’s day, within the month', () => {
    const period = parseBillingPeriod('2027-02');
    if (!period) throw new Error('no period');
    expect(defaultRunDates(period, 15)).toEqual({ billDate: '2027-02-01', dueDate: '2027-02-15' });
    expect(defaultRunDates(period, 31)).toEqual({ billDate: '2027-02-01', dueDate: '2027-02-28' });
  });

  it('never falls due before a later bill date: then the due day counts days after it', () => {
    const period = parseBillingPeriod('2027-02');
    if (!period) throw new Error('no period');
    expect(defaultRunDates(period, 10, '2027-02-10')).toEqual({
      billDate: '2027-02-10',
      dueDate: '2027-02-10',
    });
    expect(defaultRunDates(period, 10, '2027-02-11')).toEqual({
      billDate: '2027-02-11',
      dueDate: '2027-02-21',
    });
  });
});

describe('monthsBilled', () => {
  it('counts a quarter as three months, a month and a bill made by hand as one', () => {
    expect([
      monthsBilled('2026-Q3'),
      monthsBilled('2026-11'),
      monthsBilled(null),
      monthsBilled(undefined),
    ]).toEqual([3, 1, 1, 1]);
  });
});
