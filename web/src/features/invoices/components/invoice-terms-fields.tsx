import { MAX_NOTES_LENGTH } from '@domain/api/invoices';
import { CURRENCIES, type CurrencyOption, findCurrency } from '@domain/currencies';
import { isGstSlab } from '@domain/invoice-tax';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useText } from '../../../lib/text';
import { INVOICE_FORM_TEXT } from '../text/invoice-form-text';
import type { InvoiceFormControl } from './invoice-form-schema';

/** The ~250 countries and their currencies; the value kept is the currency code. */
function CurrencyField({ control }: { control: InvoiceFormControl }) {
  const { field, fieldState } = useController({ control, name: 'currency' });
  // Several countries share a currency: the one picked stays shown, not the first country using it.
  const [picked, setPicked] = useState<CurrencyOption | null>(null);
  const text = useText(INVOICE_FORM_TEXT);
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
          label={text.currency}
          size="small"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * A registered business's rate off the GST slabs is charged only once the owner confirms it: the box
 * shows while the typed rate is not a slab.
 */
function CustomRateField({ control }: { control: InvoiceFormControl }) {
  const rates = useWatch({ control, name: 'rates' });
  const { field } = useController({ control, name: 'customGstRate' });
  const text = useText(INVOICE_FORM_TEXT);
  const rate = Number(rates);
  if (rates.trim() === '' || !Number.isFinite(rate) || isGstSlab(rate)) return null;
  return (
    <FormControlLabel
      sx={{ gridColumn: '1 / -1', mt: -1 }}
      control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
      label={text.customRate}
    />
  );
}

/** GST(%), HSN, currency and the notes ('Note|Payment Info'), under the items. */
export function InvoiceTermsFields({
  control,
  isRegistered,
}: {
  control: InvoiceFormControl;
  isRegistered: boolean;
}) {
  const text = useText(INVOICE_FORM_TEXT);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '120px 160px 1fr' }, gap: 2 }}>
        <FormTextField
          control={control}
          name="rates"
          label={text.gstPercent}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          control={control}
          name="hsn"
          label={text.hsn}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        />
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <CurrencyField control={control} />
        </Box>
        {isRegistered ? <CustomRateField control={control} /> : null}
      </Box>
      <FormTextField
        control={control}
        name="notes"
        label={text.notes}
        multiline
        minRows={3}
        maxRows={10}
        slotProps={{ htmlInput: { maxLength: MAX_NOTES_LENGTH } }}
      />
    </Box>
  );
}
