import type { Catalogue } from '../../../lib/text';
import { plural } from '../components/billing-words';

/** Step 1 of a run: the form of a new run, and the choices of a run already drafted. */
const EN = {
  form: 'Period and flats',
  period: 'Period',
  flatsAndHeads: 'Flats and bill heads',
  previewBills: 'Preview bills',
  monthOrQuarter: 'Bill for a month or a quarter',
  month: 'Month',
  quarter: 'Quarter',
  quarterHint: 'Each monthly charge is billed three times',
  billDate: 'Bill date (optional)',
  billDateEmpty: (firstDay: string) => `Empty: the period's first day, ${firstDay}`,
  dueDate: 'Due date (optional)',
  dueDateEmpty: (dueDate: string) => `Empty: ${dueDate}`,
  dueDateFromSettings: 'Empty: the due day of your billing settings',
  flats: 'Flats',
  allFlats: 'All flats',
  allFlatsCount: (count: number) => `All flats (${plural(count, 'flat', 'flats')})`,
  oneBlock: 'One block',
  chosenFlats: 'Chosen flats',
  block: 'Block',
  blockBills: (count: number) => `Bills ${plural(count, 'flat', 'flats')}`,
  chooseBlock: 'Choose a block',
  blockOption: (block: string) => `Block ${block}`,
  flatsToBill: 'Flats to bill',
  heads: 'Bill heads',
  noHeads: 'No bill heads yet: add them in ',
  billHeadsLink: 'Settings → Bill heads',
  noHeadsEnd: '.',
  inactiveHead: (name: string) => `${name} (inactive)`,
  headsHint: 'The active heads are ticked, in the order they are printed.',
  /** A drafted run's choices, as a list of facts. */
  choices: {
    period: 'Period',
    billDate: 'Bill date',
    dueDate: 'Due date',
    flats: 'Flats',
    heads: 'Bill heads',
    namedFlats: (flats: string, names: string) => `${flats}: ${names}`,
  },
};

export type RunFormText = typeof EN;

export const RUN_FORM_TEXT: Catalogue<RunFormText> = { en: EN };
