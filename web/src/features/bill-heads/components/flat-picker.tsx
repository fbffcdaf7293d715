import { flatLabel, type TCustomer } from '@domain/api/customers';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, Key } from 'react';
import { useText } from '../../../lib/text';
import { FLAT_PICKER_TEXT, type FlatPickerText } from '../text/flat-picker-text';

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

/** The business's flats as their query answers them: loading, loaded, or failed. */
export type FlatChoices = { data: TCustomer[] | undefined; isPending: boolean; error: Error | null };

type PickerProps = {
  label: string;
  flats: FlatChoices;
  /** The form's message for the box; without one, why the flats could not be loaded. */
  fieldError: string | undefined;
  helperText?: string;
  onBlur: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
};

/** What both pickers are: flats found by name or flat number as they are typed, each option named in full. */
function pickerProps(
  { label, flats, fieldError, helperText, onBlur, inputRef }: PickerProps,
  text: FlatPickerText,
) {
  const error = fieldError ?? flats.error?.message;
  return {
    options: flats.data ?? [],
    loading: flats.isPending,
    disabled: flats.isPending && !flats.data,
    onBlur,
    getOptionLabel: flatName,
    isOptionEqualToValue: (option: TCustomer, current: TCustomer) => option._id === current._id,
    noOptionsText: flats.data?.length === 0 ? text.noCustomers : text.noMatch,
    renderOption: FlatOption,
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={label}
        inputRef={inputRef}
        error={Boolean(error)}
        helperText={error ?? helperText}
      />
    ),
  };
}

/** Several flats (customer ids). */
export function FlatsPicker({
  value,
  onChange,
  ...props
}: PickerProps & { value: string[]; onChange: (ids: string[]) => void }) {
  const text = useText(FLAT_PICKER_TEXT);
  const byId = new Map((props.flats.data ?? []).map((customer) => [customer._id, customer]));
  return (
    <Autocomplete<TCustomer, true>
      {...pickerProps(props, text)}
      multiple
      filterSelectedOptions
      value={value.flatMap((id) => byId.get(id) ?? [])}
      onChange={(_event, customers) => onChange(customers.map((customer) => customer._id))}
    />
  );
}

/** One flat (a customer id), or '' while none is chosen. */
export function FlatPicker({
  value,
  onChange,
  ...props
}: PickerProps & { value: string; onChange: (id: string) => void }) {
  const text = useText(FLAT_PICKER_TEXT);
  return (
    <Autocomplete<TCustomer>
      {...pickerProps(props, text)}
      value={props.flats.data?.find((customer) => customer._id === value) ?? null}
      onChange={(_event, customer) => onChange(customer?._id ?? '')}
    />
  );
}
