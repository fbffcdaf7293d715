import { flatLabel, type TCustomer } from '@domain/api/customers';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, Key } from 'react';

/** A flat as its chip and its box read it: "A-101 (Ravi Kumar)". */
function flatName(customer: TCustomer): string {
  return `${customer.flat} (${customer.name})`;
}

function FlatOption({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, customer: TCustomer) {
  return (
    <Box component="li" key={key} {...props}>
      <Box sx={{ minWidth: 0 }}>
        <Typography>{customer.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {flatLabel(customer)}
        </Typography>
      </Box>
    </Box>
  );
}

type PickerProps = {
  label: string;
  flats: TCustomer[] | undefined;
  isLoading: boolean;
  error: string | undefined;
  helperText?: string;
  onBlur: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
};

const NO_FLATS = 'No customers yet: add them on the Customers page';

/** Several flats (customer ids), chosen by name or flat number as they are typed. */
export function FlatsPicker({
  value,
  onChange,
  label,
  flats,
  isLoading,
  error,
  helperText,
  onBlur,
  inputRef,
}: PickerProps & { value: string[]; onChange: (ids: string[]) => void }) {
  const byId = new Map((flats ?? []).map((customer) => [customer._id, customer]));
  const chosen = value.flatMap((id) => byId.get(id) ?? []);
  return (
    <Autocomplete<TCustomer, true>
      multiple
      options={flats ?? []}
      value={chosen}
      loading={isLoading}
      disabled={isLoading && !flats}
      onChange={(_event, customers) => onChange(customers.map((customer) => customer._id))}
      onBlur={onBlur}
      getOptionLabel={flatName}
      isOptionEqualToValue={(option, current) => option._id === current._id}
      filterSelectedOptions
      noOptionsText={flats?.length === 0 ? NO_FLATS : 'No flat matches'}
      renderOption={FlatOption}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

/** One flat (a customer id), or '' while none is chosen. */
export function FlatPicker({
  value,
  onChange,
  label,
  flats,
  isLoading,
  error,
  helperText,
  onBlur,
  inputRef,
}: PickerProps & { value: string; onChange: (id: string) => void }) {
  const chosen = flats?.find((customer) => customer._id === value) ?? null;
  return (
    <Autocomplete<TCustomer>
      options={flats ?? []}
      value={chosen}
      loading={isLoading}
      disabled={isLoading && !flats}
      onChange={(_event, customer) => onChange(customer?._id ?? '')}
      onBlur={onBlur}
      getOptionLabel={flatName}
      isOptionEqualToValue={(option, current) => option._id === current._id}
      noOptionsText={flats?.length === 0 ? NO_FLATS : 'No flat matches'}
      renderOption={FlatOption}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
