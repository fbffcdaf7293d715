import { PageTabs } from './page-tabs';

const SETTINGS_PAGES = [
  { label: 'Profile', to: '/settings' },
  { label: 'Bill heads', to: '/settings/bill-heads' },
  { label: 'Team', to: '/settings/team' },
  { label: 'Activity', to: '/settings/activity' },
] as const;

/** The settings' pages, as tabs above each one's heading. */
export function SettingsTabs() {
  return <PageTabs label="Settings" pages={SETTINGS_PAGES} />;
}
