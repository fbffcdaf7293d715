import { OCCUPANCY_LABELS } from '@domain/api/customers';
import { OCCUPANCIES } from '@domain/bill-heads';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { gstStateOptions } from '../../../components/gst-state-options';
import { useText } from '../../../lib/text';
import { CUSTOMER_FORM_TEXT } from '../text/customer-form-text';
import type { CustomerFormOutput, CustomerFormValues } from './customer-form-schema';

const HALF_WIDTH = { xs: 12, sm: 6 };
const THIRD_WIDTH = { xs: 12, sm: 4 };

/** Numbers are typed as text with a decimal keypad: no spinner, and a scroll wheel never changes them. */
const DECIMAL_KEYPAD = { inputMode: 'decimal' } as const;

function FieldGroup({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <div>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        {note}
      </div>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Stack>
  );
}

type CustomerFieldsProps = {
  control: Control<CustomerFormValues, unknown, CustomerFormOutput>;
  /** Editing an existing customer: the flat is shown but cannot be changed. */
  isEditing: boolean;
};

export function CustomerFields({ control, isEditing }: CustomerFieldsProps) {
  const text = useText(CUSTOMER_FORM_TEXT);
  const flatNoteId = useId();
  // Read-only rather than disabled: the values stay readable, selectable and in the tab order.
  const flatSlotProps = isEditing
    ? { input: { readOnly: true }, htmlInput: { 'aria-describedby': flatNoteId } }
    : undefined;
  const flatFieldSx = isEditing ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined;

  return (
    <Stack spacing={3}>
      <FieldGroup title={text.customerGroup}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="name"
            label={text.name}
            helperText={text.nameHint}
            required
            fullWidth
            // Ready to type a new customer; an edit starts wherever the owner clicks.
            autoFocus={!isEditing}
            autoComplete="off"
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="email"
            label={text.email}
            type="email"
            required
            fullWidth
            autoComplete="off"
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="phone"
            label={text.phone}
            type="tel"
            helperText={text.phoneHint}
            required
            fullWidth
            autoComplete="off"
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="gstno"
            label={text.gstNumber}
            helperText={text.optional}
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
          />
        </Grid>
      </FieldGroup>
      <FieldGroup
        title={text.flatGroup}
        note={
          isEditing ? (
            <Typography id={flatNoteId} variant="body2" sx={{ color: 'text.secondary' }}>
              {text.flatFixed}
            </Typography>
          ) : null
        }
      >
        <Grid size={THIRD_WIDTH}>
          <FormTextField
            control={control}
            name="block"
            label={text.block}
            required
            fullWidth
            slotProps={flatSlotProps}
            sx={flatFieldSx}
          />
        </Grid>
        <Grid size={THIRD_WIDTH}>
          <FormTextField
            control={control}
            name="floor"
            label={text.floor}
            required
            fullWidth
            slotProps={flatSlotProps}
            sx={flatFieldSx}
          />
        </Grid>
        <Grid size={THIRD_WIDTH}>
          <FormTextField
            control={control}
            name="flat"
            label={text.flat}
            required
            fullWidth
            slotProps={flatSlotProps}
            sx={flatFieldSx}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="flatarea"
            label={text.flatArea}
            required
            fullWidth
            slotProps={{ htmlInput: DECIMAL_KEYPAD }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="price"
            label={text.price}
            required
            fullWidth
            slotProps={{
              htmlInput: DECIMAL_KEYPAD,
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="parkingSlots"
            label={text.parkingSlots}
            helperText={text.parkingSlotsHint}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="occupancy"
            label={text.occupancy}
            helperText={text.occupancyHint}
            select
            fullWidth
          >
            {OCCUPANCIES.map((occupancy) => (
              <MenuItem key={occupancy} value={occupancy}>
                {OCCUPANCY_LABELS[occupancy]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="state"
            label={text.state}
            helperText={text.stateHint}
            select
            fullWidth
            // The empty choice says what it means rather than leaving a blank box.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            {gstStateOptions(text.ownState)}
          </FormTextField>
        </Grid>
      </FieldGroup>
    </Stack>
  );
}
