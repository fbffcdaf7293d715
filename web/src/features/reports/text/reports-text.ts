import type { Catalogue } from '../../../lib/text';

/** The reports' tabs, above each report's heading. */
const EN = {
  reports: 'Reports',
  pages: { dues: 'Dues', collection: 'Collection', accounts: 'Accounts' },
};

export type ReportsText = typeof EN;

export const REPORTS_TEXT: Catalogue<ReportsText> = { en: EN };
