import type { TSeriesNumberingAnswer } from '@domain/api/numbering';
import {
  financialYearOf,
  formatYearNumber,
  MAX_YEAR_SERIAL,
  type SeriesNumbering,
} from '@domain/fy-numbering';
import type { NumberingText } from '../numbering-text';

/**
 * What a series' numbering, as the form holds it now, gives next for a document dated on `date`:
 * continuous, the series' next number; by financial year, the pattern with that year and the year's
 * next serial, and the first number of the next year. Null while the pattern cannot number (its
 * error says why).
 */
export function seriesExample(
  numbering: SeriesNumbering,
  answer: TSeriesNumberingAnswer,
  date: string,
  problem: string | null,
  text: NumberingText,
): string | null {
  if (numbering.mode === 'continuous') return text.nextContinuous(answer.nextContinuous);
  if (problem || answer.nextSerial > MAX_YEAR_SERIAL) return null;
  const year = financialYearOf(date);
  const next = formatYearNumber(numbering.pattern, year, answer.nextSerial);
  const restart = formatYearNumber(numbering.pattern, year + 1, 1);
  return text.nextByYear(next, year + 1, restart);
}
