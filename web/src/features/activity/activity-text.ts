import type { Catalogue } from '../../lib/text';

/** The audit trail's texts: Settings → Activity, a record's history, and the closed books. */
const EN = {
  title: 'Activity',
  description:
    'Every change of money, customers, settings and the team: who made it, when, from where, and what it was before and after; and the months whose books are closed.',
  exportXlsx: 'Export XLSX',
  verifyTrail: 'Verify trail',
  trailHolds: (entries: number) =>
    `The trail holds: all ${entries} entries are as they were written, each linked to the one before.`,
  trailBroken: (brokenAt: number, reason: string, entries: number) =>
    `The trail does not hold at entry No. ${brokenAt}: ${reason}. The ${entries} entries before it hold.`,
  filters: 'Filter the activity',
  person: 'Person',
  everyone: 'Everyone',
  record: 'Record',
  everyRecord: 'Every record',
  action: 'Action',
  everyAction: 'Every action',
  clearFilters: 'Clear filters',
  loading: 'Loading the activity',
  noMatch: 'No changes match these filters',
  noChanges: 'No changes recorded yet',
  entry: (seq: number) => `Entry ${seq}`,
  noMember: 'No member (paid online)',
  byLine: (who: string, when: string, address: string, seq: number) =>
    `by ${who} · ${when} · from ${address} · No. ${seq}`,
  added: (value: string) => `: ${value}`,
  removed: (was: string) => `: was ${was}`,
  changed: (was: string, value: string) => `: ${was} → ${value}`,
  yes: 'Yes',
  no: 'No',
  history: 'History',
  loadingHistory: 'Loading the history',
  noHistory: 'No changes recorded yet.',
  allChanges: (total: number) => `All ${total} changes`,
  closedBooks: 'Closed books',
  closedBooksText:
    'Bills, payments and credit notes dated in a closed month can no longer be added, changed or removed.',
  month: 'Month',
  closeMonth: 'Close the month',
  monthClosed: 'The month is closed',
  loadingMonths: 'Loading…',
  noClosedMonth: 'No month is closed yet.',
  closedMonths: 'Closed months',
  closedOn: (by: string | null, date: string) => ` · closed${by ? ` by ${by}` : ''} on ${date}`,
  reopen: 'Reopen',
  reopenMonth: (month: string) => `Reopen ${month}`,
  reopened: (month: string) => `${month} is open again`,
};

export type ActivityText = typeof EN;

export const ACTIVITY_TEXT: Catalogue<ActivityText> = { en: EN };
