import type { Catalogue } from '../../../lib/text';

/** A flat's page: its actions, account, details and the opening balance dialog. */
const EN = {
  allCustomers: 'All customers',
  loading: 'Loading customer',
  archivedFlat: (flat: string) => `${flat} · Archived`,
  statement: 'Statement',
  edit: 'Edit',
  transfer: 'Transfer',
  archive: 'Archive',
  restore: 'Restore',
  archived: 'Flat archived',
  restored: 'Flat restored to the lists',
  account: 'Account',
  setOpening: 'Set opening balance',
  changeOpening: 'Change opening balance',
  loadingAccount: 'Loading account',
  receipts: 'Receipts',
  recordPayment: 'Record a payment',
  loadingReceipts: 'Loading receipts',
  details: 'Details',
  history: 'History',
  detailLabels: {
    email: 'Email',
    phone: 'Phone',
    flatArea: 'Flat area',
    price: 'Price per sq.ft',
    parkingSlots: 'Parking slots',
    occupancy: 'Occupancy',
    state: 'State',
    gstNumber: 'GST number',
  },
  area: (area: string) => `${area} sq.ft`,
  figures: {
    opening: 'Opening balance',
    none: 'None',
    nothingBroughtIn: 'Nothing brought in',
    openingArrears: 'Opening arrears',
    openingAdvance: 'Opening advance',
    asOf: (date: string) => `As of ${date}`,
    billed: 'Billed',
    credited: 'Credited',
    received: 'Received',
    dues: 'Dues',
    advance: 'Advance',
  },
  openingTitle: 'Opening balance',
  saveOpening: 'Save opening balance',
  openingSaved: 'Opening balance saved',
  openingIntro: (flat: string) =>
    `${flat}: what the flat owed when you moved to Bahi. Type an advance as a negative amount; 0 clears it.`,
  openingLabel: 'Opening balance',
  openingHint: 'Arrears, e.g. 12500.50; an advance, e.g. -3000',
  asOfLabel: 'As of',
  asOfHint: 'The day the balance was struck',
};

export type CustomerPageText = typeof EN;

export const CUSTOMER_PAGE_TEXT: Catalogue<CustomerPageText> = { en: EN };
