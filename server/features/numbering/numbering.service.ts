import type { TNumbering, TNumberingInput, TSeriesNumberingAnswer } from '@domain/api/numbering';
import { todayIn } from '@domain/dates';
import {
  financialYearLabel,
  financialYearOf,
  formatContinuousNumber,
  formatYearNumber,
  MAX_YEAR_SERIAL,
  type NUMBER_SERIES,
  type SeriesNumbering,
} from '@domain/fy-numbering';
import type { ServiceContext } from '../../app-context';
import type { Caller, CallerBusiness } from '../../caller';
import { saveSettingsWithTrail } from '../audit';
import { findCounters } from './number-counters.repository';
import { findNumbering, saveNumbering } from './numbering-settings.repository';

type NumberingBusiness = Pick<CallerBusiness, 'id' | 'timeZone'>;

/** One series as the settings show it, with the next numbers a document dated in `financialYear` would take. */
function seriesAnswerOf(
  numbering: SeriesNumbering,
  counters: { continuous: number; year: number },
  nextContinuous: string,
  financialYear: number,
): TSeriesNumberingAnswer {
  const nextSerial = counters.year + 1;
  // A year that has given its 99999 numbers has no next one: the settings say so by leaving it empty.
  const nextInYear =
    nextSerial <= MAX_YEAR_SERIAL ? formatYearNumber(numbering.pattern, financialYear, nextSerial) : '';
  return {
    ...numbering,
    next: numbering.mode === 'continuous' ? nextContinuous : nextInYear,
    nextContinuous,
    nextSerial,
  };
}

/**
 * How the business numbers its series, and the next number of each for a document dated `date`
 * (today in the business's zone unless given).
 */
export async function numberingOf(
  context: ServiceContext,
  business: NumberingBusiness,
  date: string = todayIn(business.timeZone, context.clock()),
): Promise<TNumbering> {
  const financialYear = financialYearOf(date);
  const [numbering, counters] = await Promise.all([
    findNumbering(context.db, business.id),
    findCounters(context.db, business.id, financialYear),
  ]);
  const answer = (series: (typeof NUMBER_SERIES)[number]) =>
    seriesAnswerOf(
      numbering[series],
      counters[series],
      formatContinuousNumber(series, counters[series].continuous + 1),
      financialYear,
    );
  return {
    date,
    financialYear: financialYearLabel(financialYear),
    invoices: answer('invoices'),
    receipts: answer('receipts'),
    creditNotes: answer('creditNotes'),
  };
}

/**
 * Saves how each series is numbered. Numbers already given stay as they are; a series switched to
 * financial-year numbering goes on after the last serial it gave in each year (001 in a year it never
 * numbered), so switching back and forth never gives a number twice.
 */
export async function changeNumbering(
  context: ServiceContext,
  caller: Caller,
  input: TNumberingInput,
): Promise<TNumbering> {
  const { business } = caller;
  const now = context.clock();
  await saveSettingsWithTrail(
    context.db,
    caller,
    'numbering',
    (db) => findNumbering(db, business.id),
    (trx) => saveNumbering(trx, business.id, input, now.toISOString()),
    now,
  );
  return numberingOf(context, business);
}
