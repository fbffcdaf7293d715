import { PageTabs } from '../../../components/page-tabs';

const REPORT_PAGES = [
  { label: 'Dues', to: '/reports/dues' },
  { label: 'Collection', to: '/reports/collection' },
  { label: 'Accounts', to: '/reports/accounts' },
] as const;

/** The reports, as tabs above each one's heading. */
export function ReportsTabs() {
  return <PageTabs label="Reports" pages={REPORT_PAGES} />;
}
