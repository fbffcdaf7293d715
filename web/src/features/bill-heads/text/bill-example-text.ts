import type { Catalogue } from '../../../lib/text';

/** The page's example bill: what a sample flat pays each month under the active heads. */
const EN = {
  title: 'What a flat pays',
  /** The example flat, its area already written as a number. */
  flat: (area: string, parkingSlots: number) =>
    `A ${area} sq.ft flat with ${parkingSlots} ${parkingSlots === 1 ? 'parking slot' : 'parking slots'}`,
  /** The words before and after the amount. */
  ownerPays: (flat: string) => ({ before: `${flat} pays `, after: ' a month.' }),
  letOutPays: { before: 'Let out, the same flat pays ', after: ' a month.' },
  table: 'Example bill',
  columns: { head: 'Bill head', amount: 'Amount', owner: 'Owner-occupied', letOut: 'Let out' },
  total: 'Total',
  typedHeads: 'Heads typed per flat are counted at their default amount.',
  limitedHeads: (names: readonly string[]) =>
    `Not in this example, as they bill one block or chosen flats: ${names.join(', ')}.`,
  inactiveHeads: (names: readonly string[]) => `Inactive heads are left out: ${names.join(', ')}.`,
};

export type BillExampleText = typeof EN;

export const BILL_EXAMPLE_TEXT: Catalogue<BillExampleText> = { en: EN };
