import { MAX_NOTES_LENGTH } from '@domain/api/invoices';
import { CURRENCIES, type CurrencyOption, findCurrency } from '@domain/currencies';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import type { InvoiceFormControl } from './invoice-form-schema';

/** The ~250 countries and their currencies; the value kept is the currency code. */
function CurrencyField({ control }: { control: InvoiceFormControl }) {
  const { field, fieldState } = useController({ control, name: 'currency' });
  // Several countries share a currency: the one picked stays shown, not the first country using it.
  const [picked, setPicked] = useState<CurrencyOption | null>(null);
  const value = picked?.value === field.value ? picked : (findCurrency(field.value) ?? CURRENCIES[0]);
  return (
    <Autocomplete<CurrencyOption, false, true>
      options={CURRENCIES}
      value={value}
      disableClearable
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.countryCode}
      isOptionEqualToValue={(option, value) => option.countryCode === value.countryCode}
      onChange={(_event, option) => {
        setPicked(option);
        field.onChange(option.value);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Currency"
          size="small"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** GST(%), HSN, currency and the notes ('Note|Payment Info'), under the items. */
export function InvoiceTermsFields({ control }: { control: InvoiceFormControl }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '120px 160px 1fr' }, gap: 2 }}>
        <FormTextField
          control={control}
          name="rates"
          label="GST(%)"
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          control={control}
          name="hsn"
          label="HSN Number"
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        />
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <CurrencyField control={control} />
        </Box>
      </Box>
      <FormTextField
        control={control}
        name="notes"
        label="Notes / payment details"
        multiline
        minRows={3}
        maxRows={10}
        slotProps={{ htmlInput: { maxLength: MAX_NOTES_LENGTH } }}
      />
    </Box>
  );
}
