import { useEffect, useState } from 'react';
import { SearchField } from '../../../components/search-field';
import { useText } from '../../../lib/text';
import { DASHBOARD_TEXT } from '../dashboard-text';

/** How long typing pauses before the figures are asked for again. */
const SEARCH_DELAY_MS = 300;

/** A search for invoices (number, client name, flat or block) feeds the dashboard. */
export function DashboardSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const words = useText(DASHBOARD_TEXT);
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <SearchField
      label={words.searchLabel}
      placeholder={words.searchPlaceholder}
      value={text}
      onChange={setText}
      sx={{ width: { xs: '100%', sm: 280 } }}
    />
  );
}
