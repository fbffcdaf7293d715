const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago an instant was, as people say it: 'just now', '12 min ago', '3 h ago', '2 days ago'. */
export function formatTimeAgo(instant: string, now: Date): string {
  const elapsed = now.getTime() - new Date(instant).getTime();
  if (Number.isNaN(elapsed)) return instant;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
