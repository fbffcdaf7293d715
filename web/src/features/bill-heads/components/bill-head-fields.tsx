import { RATE_LABELS, type TBillHead, type TBillHeadInput } from '@domain/api/bill-heads';
import { BILL_HEAD_BASES, GST_TREATMENTS, HEAD_OCCUPANCY_FILTERS } from '@domain/bill-heads';
import { formatNumber } from '@domain/format';
import { GST_RATE_SLABS } from '@domain/invoice-tax';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, useController, useFieldArray, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useText } from '../../../lib/text';
import { useFlats } from '../api/get-flats';
import { BILL_HEAD_FORM_TEXT } from '../text/bill-head-form-text';
import type { BillHeadFormValues, LimitKind } from './bill-head-form-schema';
import { type FlatChoices, FlatPicker, FlatsPicker } from './flat-picker';

export type BillHeadControl = Control<BillHeadFormValues, unknown, TBillHeadInput>;

const HALF_WIDTH = { xs: 12, sm: 6 };

/** Numbers are typed as text with a decimal keypad: no spinner, and a scroll wheel never changes them. */
const DECIMAL_KEYPAD = { inputMode: 'decimal' } as const;

function FieldGroup({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack spacing={1.5} role="group" aria-labelledby={titleId}>
      <div>
        <Typography id={titleId} variant="subtitle2" component="h3">
          {title}
        </Typography>
        {note ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {note}
          </Typography>
        ) : null}
      </div>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Stack>
  );
}

/**
 * A native select, so the keyboard (arrows, the first letter) and a phone's own picker work as
 * everywhere else in the app.
 */
function SelectField<Value extends string>({
  control,
  name,
  label,
  options,
}: {
  control: BillHeadControl;
  name: 'basis' | 'appliesTo' | 'gstTreatment' | 'gstRate' | 'limit.kind';
  label: string;
  options: Array<[Value, string]>;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      select
      fullWidth
      slotProps={{ select: { native: true } }}
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </FormTextField>
  );
}

/** The heads a percentage is of: any other head, chosen by name. */
function PercentOfField({ control, otherHeads }: { control: BillHeadControl; otherHeads: TBillHead[] }) {
  const text = useText(BILL_HEAD_FORM_TEXT);
  const { field, fieldState } = useController({ control, name: 'percentOf' });
  const byId = new Map(otherHeads.map((head) => [head._id, head]));
  return (
    <Autocomplete<TBillHead, true>
      multiple
      options={otherHeads}
      value={field.value.flatMap((id) => byId.get(id) ?? [])}
      onChange={(_event, heads) => field.onChange(heads.map((head) => head._id))}
      onBlur={field.onBlur}
      getOptionLabel={(head) => head.name}
      isOptionEqualToValue={(option, current) => option._id === current._id}
      filterSelectedOptions
      noOptionsText={otherHeads.length === 0 ? text.noOtherHeads : text.noHeadMatches}
      renderInput={(params) => (
        <TextField
          {...params}
          label={text.percentOf}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? text.percentOfHint}
        />
      )}
    />
  );
}

function LimitFields({ control, flats }: { control: BillHeadControl; flats: FlatChoices }) {
  const text = useText(BILL_HEAD_FORM_TEXT);
  const kind = useWatch({ control, name: 'limit.kind' });
  return (
    <FieldGroup title={text.whichFlats}>
      <Grid size={HALF_WIDTH}>
        <SelectField
          control={control}
          name="limit.kind"
          label={text.bills}
          options={Object.entries(text.limits) as Array<[LimitKind, string]>}
        />
      </Grid>
      {kind === 'block' ? (
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="limit.block"
            label={text.block}
            required
            fullWidth
            autoComplete="off"
          />
        </Grid>
      ) : null}
      {kind === 'flats' ? (
        <Grid size={12}>
          <Controller
            control={control}
            name="limit.flats"
            render={({ field, fieldState }) => (
              <FlatsPicker
                label={text.flats}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                flats={flats}
                fieldError={fieldState.error?.message}
              />
            )}
          />
        </Grid>
      ) : null}
    </FieldGroup>
  );
}

function OverrideFields({ control, flats }: { control: BillHeadControl; flats: FlatChoices }) {
  const text = useText(BILL_HEAD_FORM_TEXT);
  const { fields, append, remove } = useFieldArray({ control, name: 'overrides' });
  const basis = useWatch({ control, name: 'basis' });
  const rateLabel = RATE_LABELS[basis];
  return (
    <FieldGroup title={text.ownRates} note={text.ownRatesNote}>
      {fields.map((row, index) => (
        <Grid key={row.id} size={12}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Grid container spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
              <Grid size={{ xs: 12, sm: 7 }}>
                <Controller
                  control={control}
                  name={`overrides.${index}.flat`}
                  render={({ field, fieldState }) => (
                    <FlatPicker
                      label={text.flat(index + 1)}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      flats={flats}
                      fieldError={fieldState.error?.message}
                    />
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 5 }}>
                <FormTextField
                  control={control}
                  name={`overrides.${index}.rate`}
                  label={rateLabel}
                  fullWidth
                  slotProps={{
                    htmlInput: { ...DECIMAL_KEYPAD, 'aria-label': text.flatRate(rateLabel, index + 1) },
                  }}
                />
              </Grid>
            </Grid>
            <IconButton aria-label={text.removeFlat(index + 1)} onClick={() => remove(index)} sx={{ mt: 1 }}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        </Grid>
      ))}
      <Grid size={12}>
        <Button startIcon={<AddIcon />} onClick={() => append({ flat: '', rate: '' })}>
          {text.addOwnRate}
        </Button>
      </Grid>
    </FieldGroup>
  );
}

function ActiveField({ control }: { control: BillHeadControl }) {
  const text = useText(BILL_HEAD_FORM_TEXT);
  const noteId = useId();
  return (
    <Controller
      control={control}
      name="active"
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': noteId } }}
              />
            }
            label={text.active}
          />
          <FormHelperText id={noteId} sx={{ mt: 0 }}>
            {text.activeNote}
          </FormHelperText>
        </Box>
      )}
    />
  );
}

type BillHeadFieldsProps = {
  control: BillHeadControl;
  userId: string;
  /** The heads a percentage may be of: every head but the one being edited. */
  otherHeads: TBillHead[];
  /** A new head: the name box takes the focus. */
  autoFocus: boolean;
  /** A grid item under the charge's boxes, beside what it is about: warnings and the example. */
  chargeNote?: ReactNode;
};

export function BillHeadFields({ control, userId, otherHeads, autoFocus, chargeNote }: BillHeadFieldsProps) {
  const text = useText(BILL_HEAD_FORM_TEXT);
  const [basis, limitKind, overrides, gstTreatment] = useWatch({
    control,
    name: ['basis', 'limit.kind', 'overrides', 'gstTreatment'],
  });
  // The customers are read only once a box needs them.
  const flats = useFlats(userId, { enabled: limitKind === 'flats' || overrides.length > 0 });
  return (
    <Stack spacing={3}>
      <FieldGroup title={text.charge}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="name"
            label={text.name}
            helperText={text.nameHint}
            required
            fullWidth
            autoFocus={autoFocus}
            autoComplete="off"
          />
        </Grid>
        <Grid size={12}>
          <SelectField
            control={control}
            name="basis"
            label={text.charged}
            options={BILL_HEAD_BASES.map((value) => [value, text.bases[value]])}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="rate"
            label={RATE_LABELS[basis]}
            helperText={basis === 'typed' ? text.typedRateHint : undefined}
            required
            fullWidth
            slotProps={{ htmlInput: DECIMAL_KEYPAD }}
          />
        </Grid>
        <Grid size={HALF_WIDTH}>
          <SelectField
            control={control}
            name="appliesTo"
            label={text.appliesTo}
            options={HEAD_OCCUPANCY_FILTERS.map((value) => [value, text.occupancies[value]])}
          />
        </Grid>
        {basis === 'percent' ? (
          <Grid size={12}>
            <PercentOfField control={control} otherHeads={otherHeads} />
          </Grid>
        ) : null}
        {chargeNote}
      </FieldGroup>
      <FieldGroup title={text.gst}>
        <Grid size={HALF_WIDTH}>
          <SelectField
            control={control}
            name="gstTreatment"
            label={text.gstTreatment}
            options={GST_TREATMENTS.map((value) => [value, text.gstTreatments[value]])}
          />
        </Grid>
        {gstTreatment === 'taxable' ? (
          <Grid size={HALF_WIDTH}>
            <SelectField
              control={control}
              name="gstRate"
              label={text.gstRate}
              options={GST_RATE_SLABS.map((rate) => [String(rate), `${formatNumber(rate)} %`])}
            />
          </Grid>
        ) : null}
        <Grid size={HALF_WIDTH}>
          <FormTextField
            control={control}
            name="hsn"
            label={text.sacHsn}
            required
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
      </FieldGroup>
      <LimitFields control={control} flats={flats} />
      <OverrideFields control={control} flats={flats} />
      <ActiveField control={control} />
    </Stack>
  );
}
