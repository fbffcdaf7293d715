const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

// Read and printed in UTC: a calendar date has no time zone, so no reader's clock may shift its day.
const calendarDateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A 'YYYY-MM-DD' date as people read it: '2026-11-22' → '22 Nov 2026'; anything else as it came. */
export function formatCalendarDate(date: string): string {
  if (!CALENDAR_DATE.test(date)) return date;
  const instant = new Date(`${date}T00:00:00Z`);
  // '2026-02-30' matches the pattern but is no day: show it as sent rather than throw or roll over.
  return Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 10) !== date
    ? date
    : calendarDateFormat.format(instant);
}
