import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGE_BUCKETS,
  addAgeAmounts,
  ageBoundsOf,
  ageBucketOf,
  noAgeAmounts,
  paiseAtLeast,
  totalOf,
} from './ageing';
import { addDays, daysBetween } from './dates';

const TODAY = '2027-03-01';
const bounds = ageBoundsOf(TODAY);
const aged = (daysPastDue: number) => ageBucketOf(addDays(TODAY, -daysPastDue), bounds);

describe('ageBucketOf', () => {
  it.each([
    [-1, 'notDue'],
    [0, 'days0to30'],
    [30, 'days0to30'],
    [31, 'days31to60'],
    [60, 'days31to60'],
    [61, 'days61to90'],
    [90, 'days61to90'],
    [91, 'days90plus'],
    [4000, 'days90plus'],
  ])('puts %i days past due in %s', (days, bucket) => {
    expect(aged(days)).toBe(bucket);
  });

  it('crosses February and year ends by calendar days', () => {
    expect(ageBucketOf('2026-12-31', ageBoundsOf('2027-01-30'))).toBe('days0to30');
    expect(ageBucketOf('2026-12-30', ageBoundsOf('2027-01-30'))).toBe('days31to60');
  });

  it('agrees with the days between the due date and today', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (days) => {
        const due = addDays(TODAY, -days);
        const past = daysBetween(due, TODAY);
        const expected =
          past < 0
            ? 'notDue'
            : past <= 30
              ? 'days0to30'
              : past <= 60
                ? 'days31to60'
                : past <= 90
                  ? 'days61to90'
                  : 'days90plus';
        expect(ageBucketOf(due, bounds)).toBe(expected);
      }),
    );
  });
});

describe('sums of buckets', () => {
  it('adds, totals and counts what is at least a bucket old', () => {
    const amounts = addAgeAmounts(noAgeAmounts(), {
      notDue: 1,
      days0to30: 20,
      days31to60: 300,
      days61to90: 4000,
      days90plus: 50000,
    });
    expect(totalOf(amounts)).toBe(54321);
    expect(paiseAtLeast(amounts, 'days61to90')).toBe(54000);
    expect(AGE_BUCKETS.map((bucket) => paiseAtLeast(amounts, bucket))).toEqual([
      54321, 54320, 54300, 54000, 50000,
    ]);
  });
});
