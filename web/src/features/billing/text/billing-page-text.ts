import type { Catalogue } from '../../../lib/text';
import { plural } from '../components/billing-words';

/** The billing page: its heading, the list of runs and what it says before the first run. */
const EN = {
  title: 'Billing',
  description:
    'Bill every flat for a month or a quarter: preview the bills, correct what needs it, then publish.',
  settings: 'Settings',
  newRun: 'New billing run',
  goToBillHeads: 'Go to Settings → Bill heads',
  noRuns:
    "No billing runs yet. A billing run bills a month or a quarter for the whole society at once: it works out every flat's bill from your bill heads, lets you check and correct them, then publishes one bill per flat.",
  addHeadsFirst: ' First add your bill heads (maintenance, sinking fund, water…) in Settings → Bill heads.',
  loading: 'Loading billing runs',
  runs: 'Billing runs',
  columns: {
    period: 'Period',
    status: 'Status',
    flats: 'Flats',
    dates: 'Dates',
    published: 'Published',
    billed: 'Billed',
    collected: 'Collected',
  },
  due: (date: string) => `due ${date}`,
  billDateDue: (billDate: string, dueDate: string) => `Bill date ${billDate} · due ${dueDate}`,
  percentCollected: (percent: string) => `${percent} % collected`,
  periodCollected: (period: string) => `${period} collected`,
  bills: (count: number) => plural(count, 'bill', 'bills'),
  billsBilled: (count: number, amount: string) => `${plural(count, 'bill', 'bills')} · ${amount} billed`,
  amountCollected: (amount: string) => `${amount} collected`,
};

export type BillingPageText = typeof EN;

export const BILLING_PAGE_TEXT: Catalogue<BillingPageText> = { en: EN };
