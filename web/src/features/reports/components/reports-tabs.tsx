import { PageTabs } from '../../../components/page-tabs';
import { useText } from '../../../lib/text';
import { REPORTS_TEXT } from '../text/reports-text';

const REPORT_PAGES = [
  { page: 'dues', to: '/reports/dues' },
  { page: 'collection', to: '/reports/collection' },
  { page: 'accounts', to: '/reports/accounts' },
] as const;

/** The reports, as tabs above each one's heading. */
export function ReportsTabs() {
  const text = useText(REPORTS_TEXT);
  return (
    <PageTabs
      label={text.reports}
      pages={REPORT_PAGES.map(({ page, to }) => ({ label: text.pages[page], to }))}
    />
  );
}
