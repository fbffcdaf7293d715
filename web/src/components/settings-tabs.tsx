import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';
import { PageTabs } from './page-tabs';

/** The settings' pages, as tabs above each one's heading. */
export function SettingsTabs() {
  const text = useText(COMPONENTS_TEXT).settings;
  return (
    <PageTabs
      label={text.label}
      pages={[
        { label: text.profile, to: '/settings' },
        { label: text.billHeads, to: '/settings/bill-heads' },
        { label: text.team, to: '/settings/team' },
        { label: text.activity, to: '/settings/activity' },
      ]}
    />
  );
}
