import { flatLabel, type TCustomer } from '@domain/api/customers';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useText } from '../../../lib/text';
import { getCustomers } from '../../customers';
import { INVOICE_FORM_TEXT } from '../text/invoice-form-text';

const SEARCH_DELAY_MS = 250;
/** Enough to choose from while typing; the search narrows a large society down. */
const SUGGESTIONS = 25;

type CustomerPickerProps = {
  userId: string;
  onPick: (customer: TCustomer) => void;
  error?: string;
};

/** 'Select Customer': searches the owner's customers by name, flat or contact as they type. */
export function CustomerPicker({ userId, onPick, error }: CustomerPickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const text = useText(INVOICE_FORM_TEXT);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const suggestions = useQuery({
    queryKey: ['customers', 'picker', userId, search],
    queryFn: () => getCustomers(userId, { page: 1, limit: SUGGESTIONS, search }),
    placeholderData: keepPreviousData,
  });

  return (
    <Autocomplete<TCustomer>
      options={suggestions.data?.data ?? []}
      loading={suggestions.isFetching}
      // The server has already searched; the list shows its answer as it is.
      filterOptions={(options) => options}
      getOptionLabel={(customer) => customer.name}
      isOptionEqualToValue={(option, value) => option._id === value._id}
      value={null}
      inputValue={typed}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setTyped(value)}
      onChange={(_event, customer) => customer && onPick(customer)}
      noOptionsText={search ? text.noCustomerMatch(search) : text.noCustomers}
      renderOption={({ key, ...props }, customer) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography>{customer.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {flatLabel(customer)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={text.selectCustomer} error={Boolean(error)} helperText={error} />
      )}
      sx={{ flexGrow: 1, minWidth: 220 }}
    />
  );
}
