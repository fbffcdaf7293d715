// In the reader's own time zone: 'when was it sent' is asked from where the owner sits.
const instantFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An ISO instant as '25 Nov 2026, 10:30 am'; anything unreadable as it came. */
export function formatInstant(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : instantFormat.format(date);
}
