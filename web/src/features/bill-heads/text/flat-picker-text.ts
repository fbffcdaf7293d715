import type { Catalogue } from '../../../lib/text';

/** The picker of flats by name or flat number (a head's chosen flats, a billing run's). */
const EN = {
  noCustomers: 'No customers yet: add them on the Customers page',
  noMatch: 'No flat matches',
};

export type FlatPickerText = typeof EN;

export const FLAT_PICKER_TEXT: Catalogue<FlatPickerText> = { en: EN };
