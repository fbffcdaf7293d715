/**
 * What other features may use of this one: the bill heads list (a billing run chooses its heads from
 * it) and the picker of several flats by name or flat number.
 */
export { useBillHeads } from './api/get-bill-heads';
export { type FlatChoices, FlatsPicker } from './components/flat-picker';
