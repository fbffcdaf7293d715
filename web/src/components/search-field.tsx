import { MAX_SEARCH_LENGTH } from '@domain/api/paging';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

type SearchFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
};

/**
 * The search box every list and the dashboard use: a small search field with its icon, its label
 * always raised above the placeholder, and no more characters than the API accepts in a search.
 */
export function SearchField({ label, placeholder, value, onChange, sx }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
        htmlInput: { maxLength: MAX_SEARCH_LENGTH },
        inputLabel: { shrink: true },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
