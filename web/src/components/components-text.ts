import type { Catalogue } from '../lib/text';

/** The texts of the owner app's shared pieces: loading, retrying, paging, confirming, the skip link. */
const EN = {
  productName: 'Bahi',
  failed: (message: string) => `Error: ${message}`,
  productHome: 'Bahi home',
  settings: {
    label: 'Settings',
    profile: 'Profile',
    billHeads: 'Bill heads',
    team: 'Team',
    activity: 'Activity',
  },
  skipToContent: 'Skip to main content',
  loading: 'Loading',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  delete: 'Delete',
  all: 'All',
  rowsPerPage: 'Rows per page:',
  shownRows: (from: number, to: number, count: number) => `${from}–${to} of ${count}`,
  pageButton: {
    first: 'Go to first page',
    previous: 'Go to previous page',
    next: 'Go to next page',
    last: 'Go to last page',
  },
  from: 'From',
  to: 'To',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
};

export type ComponentsText = typeof EN;

export const COMPONENTS_TEXT: Catalogue<ComponentsText> = { en: EN };
