import type { THeadLimit } from '@domain/api/bill-heads';
import type { BillHeadBasis, GstTreatment, HeadOccupancyFilter } from '@domain/bill-heads';
import type { Catalogue } from '../../../lib/text';

/** The Add and Edit bill head dialog: its boxes and their choices, and what it says as they are typed and saved. */
const EN = {
  addTitle: 'Add bill head',
  editTitle: 'Edit bill head',
  save: 'Save bill head',
  added: (name: string) => `${name} added`,
  saved: (name: string) => `${name} saved`,
  unchanged: 'Nothing has changed',
  /** The head's warnings, already joined into one sentence. */
  canStillSave: (warnings: string) => `${warnings}. You can still save it.`,
  /** The example flat, its area already written as a number. */
  exampleFlat: (area: string, parkingSlots: number, letOut: boolean) =>
    `${letOut ? 'let-out ' : ''}${area} sq.ft flat with ${parkingSlots} ${parkingSlots === 1 ? 'parking slot' : 'parking slots'}`,
  /** What the example flat pays for the head: the words before and after the amount. */
  examplePays: (flat: string, typed: boolean) => ({
    before: `For example, a ${flat} pays `,
    after: ` a month for it${typed ? ' unless another amount is typed' : ''}.`,
  }),
  charge: 'Charge',
  name: 'Name',
  nameHint: 'As printed on the bill, e.g. Maintenance, Sinking fund',
  charged: 'Charged',
  bases: {
    area: "Per sq.ft of the flat's area",
    flat: 'Fixed amount per flat',
    parking: 'Per parking slot',
    percent: 'Percentage of other heads',
    typed: 'Amount typed per flat in each run',
  } satisfies Record<BillHeadBasis, string>,
  typedRateHint: 'Used for a flat when no amount is typed',
  appliesTo: 'Applies to',
  occupancies: { all: 'All flats', let_out: 'Only let-out flats' } satisfies Record<
    HeadOccupancyFilter,
    string
  >,
  percentOf: 'Percentage of',
  percentOfHint: 'The heads whose amounts it is a percentage of',
  noOtherHeads: 'Add the heads it is a percentage of first',
  noHeadMatches: 'No head matches',
  gst: 'GST',
  gstTreatment: 'GST treatment',
  gstTreatments: {
    taxable: 'Taxable',
    exempt: 'Exempt',
    levy: 'Statutory levy – never taxed',
  } satisfies Record<GstTreatment, string>,
  gstRate: 'GST rate',
  sacHsn: 'SAC/HSN',
  whichFlats: 'Which flats it bills',
  bills: 'Bills',
  limits: { all: 'All flats', block: 'One block', flats: 'Chosen flats' } satisfies Record<
    THeadLimit['kind'],
    string
  >,
  block: 'Block',
  flats: 'Flats',
  ownRates: 'Flats with their own rate',
  ownRatesNote: 'Optional: a flat billed at another rate than the one above.',
  flat: (number: number) => `Flat ${number}`,
  flatRate: (rateLabel: string, number: number) => `${rateLabel}, flat ${number}`,
  removeFlat: (number: number) => `Remove flat ${number}`,
  addOwnRate: "Add a flat's own rate",
  active: 'Active',
  activeNote: 'An inactive head stays here but is left off new bills.',
  chooseFlat: 'Choose the flat',
};

export type BillHeadFormText = typeof EN;

export const BILL_HEAD_FORM_TEXT: Catalogue<BillHeadFormText> = { en: EN };
