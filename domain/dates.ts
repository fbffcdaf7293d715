import { DEFAULT_TIME_ZONE } from './constants';

// Calendar dates as 'YYYY-MM-DD' strings. Due dates are days, not instants: "today" is read in
// the business's time zone, and same-format strings compare correctly as text.

/** A calendar date 'YYYY-MM-DD' (years 0001–9999). */
export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateParts = { year: number; month: number; day: number };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseParts(text: string): DateParts | undefined {
  const match = DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return undefined;
  if (day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

function toParts(date: CalendarDate): DateParts {
  const parts = parseParts(date);
  if (!parts) throw new RangeError(`Expected a calendar date YYYY-MM-DD, got "${date}"`);
  return parts;
}

function formatParts({ year, month, day }: DateParts): CalendarDate {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** True for an existing calendar date written 'YYYY-MM-DD' ('2024-02-29' yes, '2023-02-29' no). */
export function isValidDateString(text: string): boolean {
  return parseParts(text) !== undefined;
}

/** A day written day first, as India writes it: 31/03/2026, 31-03-2026 or 31.03.2026 (one-digit day or month too). */
const DAY_FIRST_PATTERN = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/**
 * The calendar date a person wrote in a file: 'YYYY-MM-DD', or day first ('31/03/2026'); undefined
 * for anything else or a day that does not exist ('31/04/2026'). Month-first dates are not guessed.
 */
export function calendarDateOfWritten(text: string): CalendarDate | undefined {
  if (isValidDateString(text)) return text;
  const match = DAY_FIRST_PATTERN.exec(text);
  if (!match) return undefined;
  const [day, , month, year] = match.slice(1) as [string, string, string, string];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isValidDateString(date) ? date : undefined;
}

/**
 * The calendar date of the instant `now` in `timeZone` (an IANA name such as 'Asia/Kolkata'):
 * 2024-01-31T18:30:00Z is already '2024-02-01' in India.
 * @throws {RangeError} for an unknown time zone or an invalid Date.
 */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  if (Number.isNaN(now.getTime())) throw new RangeError('now is an invalid Date');
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return formatParts({ year: part('year'), month: part('month'), day: part('day') });
}

// Building a DateTimeFormat costs far more than using one; lists ask once per invoice.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  formatters.set(timeZone, formatter);
  return formatter;
}

// An instant needs an explicit offset: without one, Date would read it in the zone of whichever
// machine runs the code.
const INSTANT_PATTERN = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads a stored or submitted date as a calendar date: 'YYYY-MM-DD' stays as it is; an ISO 8601
 * instant with an offset ('2024-05-31T18:30:00.000Z', what date pickers often send) or a Date
 * becomes its date in `timeZone`.
 * @throws {RangeError} for anything else, including impossible dates such as '2024-02-30T…'.
 */
export function toCalendarDate(value: string | Date, timeZone: string): CalendarDate {
  if (value instanceof Date) return todayIn(timeZone, value);
  if (isValidDateString(value)) return value;
  const datePart = INSTANT_PATTERN.exec(value)?.[1];
  if (datePart === undefined || !isValidDateString(datePart)) {
    throw new RangeError(`Expected a date or an ISO 8601 date-time with offset, got "${value}"`);
  }
  return todayIn(timeZone, new Date(value));
}

/** Last day of the date's month: '2024-02-10' → '2024-02-29'. */
export function endOfMonth(date: CalendarDate): CalendarDate {
  const { year, month } = toParts(date);
  return formatParts({ year, month, day: daysInMonth(year, month) });
}

/** A new invoice's default due date: the end of the current month in the business's zone. */
export function defaultDueDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  return endOfMonth(todayIn(timeZone, now));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const toUtc = (date: CalendarDate) => {
    const { year, month, day } = toParts(date);
    const instant = new Date(0);
    instant.setUTCFullYear(year, month - 1, day);
    return instant.getTime();
  };
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** The date `days` days after `date` (before it when negative): '2024-02-28' + 2 = '2024-03-01'. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  const { year, month, day } = toParts(date);
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day + days);
  return formatParts({
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
  });
}

/**
 * The latest invoice date accepted: tomorrow in the business's zone. Owners back-date old bills
 * freely, but a date further ahead is a slip of the picker.
 */
export function latestInvoiceDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  return addDays(todayIn(timeZone, now), 1);
}

/**
 * The date `months` months after `date`. A day that does not exist in the target month is
 * clamped to its last day, and the last day of a month maps to the last day of the target
 * month ('2024-01-31' + 1 = '2024-02-29'; '2023-02-28' + 1 = '2023-03-31'), so month-end due
 * dates keep falling on month ends.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  if (!Number.isSafeInteger(months)) throw new RangeError(`months must be an integer, got ${months}`);
  const { year, month, day } = toParts(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  if (targetYear < 1 || targetYear > 9999) throw new RangeError('Date out of range');
  const lastDay = daysInMonth(targetYear, targetMonth);
  const isMonthEnd = day === daysInMonth(year, month);
  return formatParts({
    year: targetYear,
    month: targetMonth,
    day: isMonthEnd ? lastDay : Math.min(day, lastDay),
  });
}

/**
 * Months started since the due date, for the late fee: 0 on or before the due date; the first
 * month starts the day after it, the second the day after `addMonths(dueDate, 1)`, and so on.
 * Due '2024-01-15': '2024-01-16' → 1, '2024-02-15' → 1, '2024-02-16' → 2.
 * Due '2024-01-31' (month end): '2024-02-29' → 1, '2024-03-01' → 2.
 */
export function monthsStartedSince(dueDate: CalendarDate, today: CalendarDate): number {
  const due = toParts(dueDate);
  const now = toParts(today);
  if (today <= dueDate) return 0;
  // Every anniversary in an earlier month than today's has passed; the one in today's month
  // has passed only when it is before today.
  const wholeMonths = (now.year - due.year) * 12 + (now.month - due.month);
  return addMonths(dueDate, wholeMonths) < today ? wholeMonths + 1 : wholeMonths;
}

/**
 * The first instant of a calendar date in `timeZone`: '2026-11-24' in India begins at
 * 2026-11-23T18:30:00Z. Found by stepping a quarter of an hour at a time from the earliest offset
 * any zone has (UTC+14), as every zone's offset is a whole number of quarter hours.
 */
export function dayStartIn(date: CalendarDate, timeZone: string): Date {
  const QUARTER_HOUR = 15 * 60 * 1000;
  let instant = Date.parse(`${date}T00:00:00Z`) - 14 * 60 * 60 * 1000;
  while (todayIn(timeZone, new Date(instant)) < date) instant += QUARTER_HOUR;
  return new Date(instant);
}
