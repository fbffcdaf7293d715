/** When something happened, on the reader's own clock: '24 Nov 2026, 9:41 pm'. */
export function formatInstant(at: string): string {
  return new Date(at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}
