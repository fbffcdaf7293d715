import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

type CustomerSearchFieldProps = { value: string; onChange: (value: string) => void };

export function CustomerSearchField({ value, onChange }: CustomerSearchFieldProps) {
  return (
    <TextField
      type="search"
      label="Search customers"
      placeholder="Name, flat, block, phone or email"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 360 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        inputLabel: { shrink: true },
      }}
    />
  );
}
