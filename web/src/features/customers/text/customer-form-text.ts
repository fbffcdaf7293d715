import type { Catalogue } from '../../../lib/text';

/** The New Customer and Edit Customer dialogs: their fields, checks and messages. */
const EN = {
  newTitle: 'New Customer',
  editTitle: 'Edit Customer',
  save: 'Save Customer',
  added: 'Customer added successfully',
  updated: 'Customer updated successfully',
  nothingChanged: 'Nothing has changed',
  customerGroup: 'Customer',
  flatGroup: 'Flat',
  flatFixed: 'The flat cannot be changed',
  name: 'Name',
  nameHint: 'A person or a company',
  email: 'Email',
  phone: 'Phone',
  phoneHint: '+91 unless another code is typed',
  gstNumber: 'GST Number',
  optional: 'Optional',
  block: 'Block',
  floor: 'Floor',
  flat: 'Flat No.',
  flatArea: 'Flat Area (sq.ft)',
  price: 'Price per sq.ft',
  parkingSlots: 'Parking Slots',
  parkingSlotsHint: 'Billed by a per-slot bill head',
  occupancy: 'Occupancy',
  occupancyHint: 'Non-occupancy charges bill let-out flats',
  state: 'State',
  stateHint: 'Where the flat is, when not in your own state: its bills are then taxed in IGST',
  ownState: 'Your business’s state',
  /** What the form asks for beyond the API's rules; the API's own messages come from `@domain`. */
  required: {
    phone: 'Please enter the phone number',
    block: 'Please enter the block',
    floor: 'Please enter the floor',
  },
};

export type CustomerFormText = typeof EN;

export const CUSTOMER_FORM_TEXT: Catalogue<CustomerFormText> = { en: EN };
