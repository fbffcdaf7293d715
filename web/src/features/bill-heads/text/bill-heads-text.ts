import type { BillHeadBasis, GstTreatment, HeadOccupancyFilter } from '@domain/bill-heads';
import { formatNumber } from '@domain/format';
import type { Catalogue } from '../../../lib/text';
import type { MoveDirection } from '../api/move-bill-head';

/** The bill heads page: its heading, the list of heads (table and phone cards), how a head reads there, and Delete. */
const EN = {
  title: 'Bill heads',
  description:
    'The charges on every bill, in the order they are printed: what each one is, how it is worked out, and which flats pay it.',
  add: 'Add bill head',
  loading: 'Loading bill heads',
  empty:
    'No bill heads yet. Bill heads are the charges each flat is billed: maintenance per sq.ft, a sinking fund per flat, parking per slot, non-occupancy charges as a percentage of other heads, or water typed per flat in each billing run.',
  list: 'Bill heads',
  columns: {
    order: 'Order',
    head: 'Bill head',
    charged: 'Charged',
    bills: 'Bills',
    gst: 'GST',
    actions: 'Actions',
  },
  move: {
    up: (name: string) => `Move ${name} up`,
    down: (name: string) => `Move ${name} down`,
  } satisfies Record<MoveDirection, (name: string) => string>,
  edit: (name: string) => `Edit ${name}`,
  delete: (name: string) => `Delete ${name}`,
  inactive: 'Inactive',
  deleteTitle: 'Delete bill head?',
  deleteText: (name: string) => `Delete ${name}? Bills already issued keep their lines.`,
  deleted: (name: string) => `${name} deleted`,
  /** A head's basis and rate, the rate in rupees as people write it ("₹3.25"). */
  rates: {
    area: (rate: string) => `${rate} per sq.ft`,
    flat: (rate: string) => `${rate} per flat`,
    parking: (rate: string) => `${rate} per parking slot`,
    typed: (rate: string) => `Typed per flat (default ${rate})`,
  } satisfies Record<Exclude<BillHeadBasis, 'percent'>, (rate: string) => string>,
  percentOf: (percent: string, heads: readonly string[]) =>
    `${percent} % of ${heads.length > 0 ? heads.join(', ') : 'no other head'}`,
  /** The flats a head bills. */
  appliesTo: { all: 'All flats', let_out: 'Only let-out flats' } satisfies Record<
    HeadOccupancyFilter,
    string
  >,
  block: (block: string) => `Block ${block}`,
  letOutInBlock: (block: string) => `Only let-out flats in Block ${block}`,
  chosenFlats: (count: number) => `${formatNumber(count)} ${count === 1 ? 'chosen flat' : 'chosen flats'}`,
  letOutAmong: (chosen: string) => `Only let-out flats among ${chosen}`,
  ownRates: (count: number) =>
    `${formatNumber(count)} ${count === 1 ? 'flat' : 'flats'} at ${count === 1 ? 'its' : 'their'} own rate`,
  /** A head's GST treatment, short enough for a list's cell. */
  gstTreatments: {
    taxable: 'Taxable',
    exempt: 'Exempt',
    levy: 'Statutory levy',
  } satisfies Record<GstTreatment, string>,
  sacHsn: (hsn: string) => `SAC/HSN ${hsn}`,
  gst: (treatment: string, hsn: string) => `${treatment} · SAC/HSN ${hsn}`,
};

export type BillHeadsText = typeof EN;

export const BILL_HEADS_TEXT: Catalogue<BillHeadsText> = { en: EN };
