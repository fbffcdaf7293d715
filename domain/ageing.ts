import { addDays, type CalendarDate } from './dates';

/*
 * Ageing of a flat's dues: each amount owed is put in a bucket by how many days past its due date it
 * is on the business's today. Due today is 0 days past due, so it is in the first bucket past due.
 */

/** The buckets, youngest first: not yet due, 0–30, 31–60, 61–90 and more than 90 days past due. */
export const AGE_BUCKETS = ['notDue', 'days0to30', 'days31to60', 'days61to90', 'days90plus'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export const AGE_BUCKET_LABELS: Record<AgeBucket, string> = {
  notDue: 'Not yet due',
  days0to30: '0–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  days90plus: '90+ days',
};

/** Paise in each bucket. */
export type AgeAmounts = Record<AgeBucket, number>;

export function noAgeAmounts(): AgeAmounts {
  return { notDue: 0, days0to30: 0, days31to60: 0, days61to90: 0, days90plus: 0 };
}

/**
 * The earliest due date each bucket past due holds on `today`: a date on or after it (and not after
 * today) is in that bucket. Compared as 'YYYY-MM-DD' text, which the database does the same way.
 */
export type AgeBounds = {
  today: CalendarDate;
  from30: CalendarDate;
  from60: CalendarDate;
  from90: CalendarDate;
};

export function ageBoundsOf(today: CalendarDate): AgeBounds {
  return { today, from30: addDays(today, -30), from60: addDays(today, -60), from90: addDays(today, -90) };
}

/** The bucket of an amount due on `dueDate`. */
export function ageBucketOf(dueDate: CalendarDate, bounds: AgeBounds): AgeBucket {
  if (dueDate > bounds.today) return 'notDue';
  if (dueDate >= bounds.from30) return 'days0to30';
  if (dueDate >= bounds.from60) return 'days31to60';
  if (dueDate >= bounds.from90) return 'days61to90';
  return 'days90plus';
}

/** The amounts in `bucket` and every older one: what a "at least this old" filter looks at. */
export function paiseAtLeast(amounts: AgeAmounts, bucket: AgeBucket): number {
  return AGE_BUCKETS.slice(AGE_BUCKETS.indexOf(bucket)).reduce((sum, key) => sum + amounts[key], 0);
}

export function totalOf(amounts: AgeAmounts): number {
  return paiseAtLeast(amounts, 'notDue');
}

export function addAgeAmounts(into: AgeAmounts, amounts: AgeAmounts): AgeAmounts {
  for (const bucket of AGE_BUCKETS) into[bucket] += amounts[bucket];
  return into;
}
