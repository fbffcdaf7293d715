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
  const flatNoteId = useId();
  // Read-only rather than disabled: the values stay readable, selectable and in the tab order.
  const flatSlotProps = isEditing
    ? { input: { readOnly: true }, htmlInput: { 'aria-describedby': flatNoteId } }
    : undefined;
  const flatFieldSx = isEditing ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined;

  return (
    <Stack spacing={3}>
      <FieldGroup title="Customer">
        <Grid size={12}>
          <FormTextField
            control={control}
            name="name"
            label="Name"
            helperText="A person or a company"
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
            label="Email"
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
            label="Phone"
            type="tel"
            helperText="+91 unless another code is typed"
            required
            fullWidth
            autoComplete="off"
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="gstno"
            label="GST Number"
            helperText="Optional"
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
          />
        </Grid>
      </FieldGroup>
      <FieldGroup
        title="Flat"
        note={
          isEditing ? (
            <Typography id={flatNoteId} variant="body2" sx={{ color: 'text.secondary' }}>
              The flat cannot be changed
            </Typography>
          ) : null
        }
      >
        <Grid size={THIRD_WIDTH}>
          <FormTextField
            control={control}
            name="block"
            label="Block"
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
            label="Floor"
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
            label="Flat No."
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
            label="Flat Area (sq.ft)"
            required
            fullWidth
            slotProps={{ htmlInput: DECIMAL_KEYPAD }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="price"
            label="Price per sq.ft"
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
            label="Parking Slots"
            helperText="Billed by a per-slot bill head"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="occupancy"
            label="Occupancy"
            helperText="Non-occupancy charges bill let-out flats"
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
            label="State"
            helperText="Where the flat is, when not in your own state: its bills are then taxed in IGST"
            select
            fullWidth
            // The empty choice says what it means rather than leaving a blank box.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            {gstStateOptions('Your business’s state')}
          </FormTextField>
        </Grid>
      </FieldGroup>
    </Stack>
  );
}
