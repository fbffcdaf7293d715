import type { Catalogue } from '../../../lib/text';
import { plural } from '../components/billing-words';

/** Step 2 of a run: the preview's figures, its filter, its table or cards, typed amounts and the workbook. */
const EN = {
  runTotals: 'Run totals',
  bills: 'Bills',
  subTotal: 'Sub total',
  gst: 'GST',
  gstAt: (rate: string) => `GST (${rate} %)`,
  total: 'Total',
  arrearsBroughtForward: 'Arrears brought forward',
  roundOff: (amount: string, added: boolean) =>
    `Each bill's total is rounded to the whole rupee: ${amount} ${added ? 'added' : 'taken off'} in all.`,
  show: 'Show',
  all: 'All',
  filterChoice: (label: string, count: string) => `${label} (${count})`,
  byBlock: 'Totals by block',
  block: 'Block',
  blockName: (block: string) => `Block ${block}`,
  noBlock: 'No block',
  arrears: 'Arrears',
  previewLabel: 'Bills preview',
  scrollableLabel: 'Bills preview, scrollable',
  flat: 'Flat',
  typedPerFlat: 'typed per flat',
  flags: 'Flags',
  bill: 'Bill',
  billCount: (count: number) => plural(count, 'bill', 'bills'),
  flatTitle: (flat: string, member: string) => `${flat}: ${member}`,
  headForFlat: (head: string, flat: string) => `${head} for ${flat}`,
  emptyAmount: (amount: string) => `Empty: ${amount}`,
  checkAmount: 'Please check the amount',
  showHeadsOf: (flat: string) => `Show heads of ${flat}`,
  hideHeadsOf: (flat: string) => `Hide heads of ${flat}`,
  showHeads: 'Show heads',
  hideHeads: 'Hide heads',
  typedHead: (head: string) => `${head} (typed)`,
  arrearsNotBilled: 'Arrears (not billed again)',
  showing: (shown: string, count: number) => `Showing ${shown} of ${plural(count, 'flat', 'flats')}`,
  showMore: 'Show more',
  headDefault: (head: string, amount: string) => `${head} ${amount}`,
  typedHint: (defaults: string[]) =>
    `Type the amounts of heads typed per flat in their boxes: each is saved when you leave the box or press Enter. An empty box bills the head's default amount${defaults.length > 0 ? ` (${defaults.join(', ')})` : ''}. Or fill in the downloaded workbook and upload it.`,
  saving: ' Saving…',
  refusal: (label: string, message: string) => `${label}: ${message}`,
  noFlagged: 'No flat has this flag.',
  download: 'Download for the committee (.xlsx)',
  upload: 'Upload amounts',
  amountsFile: 'Amounts file (.xlsx or .csv)',
  uploaded: (fileName: string) => `Amounts from ${fileName} are in the preview`,
};

export type PreviewText = typeof EN;

export const PREVIEW_TEXT: Catalogue<PreviewText> = { en: EN };
