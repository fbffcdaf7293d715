import { MAX_SEARCH_LENGTH } from '@domain/api/paging';
import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { textFieldClasses } from '@mui/material/TextField';
import { useId } from 'react';

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
 * Built from the parts an outlined TextField renders, so a page with a search box does not download
 * TextField's select, filled and standard inputs.
 */
export function SearchField({ label, placeholder, value, onChange, sx }: SearchFieldProps) {
  const id = useId();
  return (
    <FormControl className={textFieldClasses.root} variant="outlined" size="small" sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        notched
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ maxLength: MAX_SEARCH_LENGTH }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
