import { MAX_SEARCH_LENGTH } from '@domain/api/paging';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

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
    <TextField
      type="search"
      size="small"
      label="Search invoices"
      placeholder="Number, client or flat"
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        htmlInput: { maxLength: MAX_SEARCH_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: { xs: '100%', sm: 280 } }}
    />
  );
}
