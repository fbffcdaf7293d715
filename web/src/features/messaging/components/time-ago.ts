import type { RemindersText } from '../text/reminders-text';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago an instant was, as people say it: 'just now', '12 min ago', '3 h ago', '2 days ago'. */
export function formatTimeAgo(instant: string, now: Date, text: RemindersText['timeAgo']): string {
  const elapsed = now.getTime() - new Date(instant).getTime();
  if (Number.isNaN(elapsed)) return instant;
  if (elapsed < MINUTE) return text.justNow;
  if (elapsed < HOUR) return text.minutes(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return text.hours(Math.floor(elapsed / HOUR));
  return text.days(Math.floor(elapsed / DAY));
}
