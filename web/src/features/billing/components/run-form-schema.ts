import type { TBillHead } from '@domain/api/bill-heads';
import {
  NO_HEADS_MESSAGE,
  type TBillingRunInput,
  type TRunFlats,
  ZBillingRunInput,
} from '@domain/api/billing-runs';
import {
  type BillingPeriod,
  defaultRunDates,
  nextBillingPeriod,
  parseBillingPeriod,
} from '@domain/billing-periods';
import type { CalendarDate } from '@domain/dates';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';

export type PeriodKind = 'month' | 'quarter';
export type FlatsKind = TRunFlats['kind'];

/** What the form holds: the month and the quarter kept apart, so switching between them loses neither. */
export type RunFormValues = {
  periodKind: PeriodKind;
  /** '2026-11' */
  month: string;
  /** '2026-Q4' */
  quarter: string;
  /** 'YYYY-MM-DD', or '' for the period's default. */
  billDate: string;
  dueDate: string;
  flatsKind: FlatsKind;
  block: string;
  /** Customer ids. */
  flats: string[];
  /** Bill head ids. */
  heads: string[];
};

/** How far back and ahead the period boxes reach: a year each way. */
const MONTHS_AROUND = 12;
const QUARTERS_AROUND = 4;

function periodOf(key: string): BillingPeriod {
  const period = parseBillingPeriod(key);
  if (!period) throw new RangeError(`${key} is not a billing period`);
  return period;
}

/** The month and the quarter `today` falls in. */
function currentPeriods(today: CalendarDate): { month: BillingPeriod; quarter: BillingPeriod } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return {
    month: periodOf(today.slice(0, 7)),
    quarter: periodOf(`${year}-Q${Math.ceil(month / 3)}`),
  };
}

/** The periods offered, oldest first: a year before today's to a year after it. */
export function periodChoices(kind: PeriodKind, today: CalendarDate): BillingPeriod[] {
  const current = currentPeriods(today)[kind];
  const around = kind === 'month' ? MONTHS_AROUND : QUARTERS_AROUND;
  const [year, part] = current.key.split('-') as [string, string];
  let period = periodOf(`${Number(year) - 1}-${part}`);
  const choices = [period];
  for (let index = 0; index < around * 2; index += 1) {
    period = nextBillingPeriod(period);
    choices.push(period);
  }
  return choices;
}

/** A new run: next month (or next quarter), every flat, the active heads. */
export function runFormDefaults(heads: TBillHead[], today: CalendarDate): RunFormValues {
  const current = currentPeriods(today);
  return {
    periodKind: 'month',
    month: nextBillingPeriod(current.month).key,
    quarter: nextBillingPeriod(current.quarter).key,
    billDate: '',
    dueDate: '',
    flatsKind: 'all',
    block: '',
    flats: [],
    heads: heads.filter((head) => head.active).map((head) => head._id),
  };
}

/**
 * What the server puts in a run's empty date boxes, under the business's due day: the period's first
 * day as the bill date, and the due date the bill date leads to.
 */
export function defaultDatesOf(
  periodKey: string,
  billDate: string,
  dueDay: number,
): { firstDay: string; dueDate: string } {
  const period = periodOf(periodKey);
  return {
    firstDay: period.start,
    dueDate: defaultRunDates(period, dueDay, billDate || period.start).dueDate,
  };
}

export function periodKeyOf(values: Pick<RunFormValues, 'periodKind' | 'month' | 'quarter'>): string {
  return values.periodKind === 'month' ? values.month : values.quarter;
}

function flatsOf({ flatsKind, block, flats }: RunFormValues): TBillingRunInput['flats'] {
  if (flatsKind === 'block') return { kind: 'block', block };
  if (flatsKind === 'flats') return { kind: 'flats', flats };
  return { kind: 'all' };
}

/** The request body: the heads ticked, in bill order; a date left empty is the server's default. */
export function toRunInput(values: RunFormValues, heads: readonly TBillHead[]): TBillingRunInput {
  return {
    period: periodKeyOf(values),
    ...(values.billDate ? { billDate: values.billDate } : {}),
    ...(values.dueDate ? { dueDate: values.dueDate } : {}),
    flats: flatsOf(values),
    heads: heads.filter((head) => values.heads.includes(head._id)).map((head) => head._id),
  };
}

/** The form's box for an API error's path: a list's entry is shown under the list. */
export function runFieldOf(
  path: string,
  values: Pick<RunFormValues, 'periodKind'>,
): FieldPath<RunFormValues> | undefined {
  if (path === 'period') return values.periodKind;
  if (path === 'billDate' || path === 'dueDate') return path;
  if (path === 'flats.block') return 'block';
  if (path.startsWith('flats.flats')) return 'flats';
  if (path === 'flats' || path.startsWith('flats.')) return 'flatsKind';
  if (path === 'heads' || path.startsWith('heads.')) return 'heads';
  return undefined;
}

/**
 * The form is checked by the API's own request schema, so the browser and the server give the same
 * messages; a run without any head is refused here already, in the server's words.
 */
export function runFormSchema(heads: readonly TBillHead[]) {
  return z.custom<RunFormValues>().transform((values, context) => {
    const payload = toRunInput(values, heads);
    const reported = new Set<string>();
    const report = (field: string, message: string) => {
      if (reported.has(field)) return;
      reported.add(field);
      context.addIssue({ code: 'custom', path: [field], message });
    };
    if (payload.heads?.length === 0) report('heads', NO_HEADS_MESSAGE);
    for (const issue of ZBillingRunInput.safeParse(payload).error?.issues ?? []) {
      const field = runFieldOf(issue.path.join('.'), values);
      if (field) report(field, issue.message);
    }
    return payload;
  });
}
