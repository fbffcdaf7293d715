import { useEffect, useState } from 'react';
import { SearchField } from '../../../components/search-field';

/** How long typing pauses before the figures are asked for again. */
const SEARCH_DELAY_MS = 300;

/** A search for invoices (number, client name, flat or block) feeds the dashboard. */
export function DashboardSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <SearchField
      label="Search invoices"
      placeholder="Number, client or flat"
      value={text}
      onChange={setText}
      sx={{ width: { xs: '100%', sm: 280 } }}
    />
  );
}
