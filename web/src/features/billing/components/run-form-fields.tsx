import type { TBillHead } from '@domain/api/bill-heads';
import type { TBillingRunInput } from '@domain/api/billing-runs';
import type { TCustomer } from '@domain/api/customers';
import { formatCalendarDate } from '@domain/format';
import { flatSortKey } from '@domain/natural-sort';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { type Control, Controller, useController, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { useText } from '../../../lib/text';
import { type FlatChoices, FlatsPicker } from '../../bill-heads';
import { RUN_FORM_TEXT } from '../text/run-form-text';
import {
  defaultDatesOf,
  type FlatsKind,
  periodChoices,
  periodKeyOf,
  type RunFormValues,
} from './run-form-schema';

export type RunFormControl = Control<RunFormValues, unknown, TBillingRunInput>;

const HALF_WIDTH = { xs: 12, sm: 6 };

/** Month or quarter, then which one: a native select, so a phone shows its own picker. */
export function PeriodFields({ control, today }: { control: RunFormControl; today: string }) {
  const text = useText(RUN_FORM_TEXT);
  const { field: kind } = useController({ control, name: 'periodKind' });
  const name = kind.value;
  return (
    <Grid container spacing={2}>
      <Grid size={HALF_WIDTH}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          aria-label={text.monthOrQuarter}
          value={kind.value}
          onChange={(_event, value) => value && kind.onChange(value)}
          // As high as the period's box beside it.
          sx={{ '& .MuiToggleButton-root': { height: 56, fontSize: '0.9375rem' } }}
        >
          <ToggleButton value="month">{text.month}</ToggleButton>
          <ToggleButton value="quarter">{text.quarter}</ToggleButton>
        </ToggleButtonGroup>
      </Grid>
      <Grid size={HALF_WIDTH}>
        <FormTextField
          // A key per kind: the month's box and the quarter's are two fields, each with its own value.
          key={name}
          control={control}
          name={name}
          label={name === 'month' ? text.month : text.quarter}
          select
          fullWidth
          helperText={name === 'quarter' ? text.quarterHint : undefined}
          slotProps={{ select: { native: true } }}
        >
          {periodChoices(name, today).map((period) => (
            <option key={period.key} value={period.key}>
              {period.label}
            </option>
          ))}
        </FormTextField>
      </Grid>
    </Grid>
  );
}

/**
 * The bills' date and due date: optional, each explaining what an empty box means. The empty due
 * date follows the business's due day, once its billing settings have loaded.
 */
export function DateFields({ control, dueDay }: { control: RunFormControl; dueDay: number | undefined }) {
  const text = useText(RUN_FORM_TEXT);
  const [periodKind, month, quarter, billDate] = useWatch({
    control,
    name: ['periodKind', 'month', 'quarter', 'billDate'],
  });
  const defaults = defaultDatesOf(periodKeyOf({ periodKind, month, quarter }), billDate, dueDay ?? 1);
  return (
    <Grid container spacing={2}>
      <Grid size={HALF_WIDTH}>
        <FormDateField
          control={control}
          name="billDate"
          label={text.billDate}
          hint={text.billDateEmpty(formatCalendarDate(defaults.firstDay))}
          isClearable
        />
      </Grid>
      <Grid size={HALF_WIDTH}>
        <FormDateField
          control={control}
          name="dueDate"
          label={text.dueDate}
          minDate={billDate}
          isClearable
          hint={
            dueDay === undefined
              ? text.dueDateFromSettings
              : text.dueDateEmpty(formatCalendarDate(defaults.dueDate))
          }
        />
      </Grid>
    </Grid>
  );
}

/** The blocks the customers live in, in natural order ('B2' before 'B10'). */
export function blocksOf(flats: readonly TCustomer[]): string[] {
  const blocks = [...new Set(flats.map((flat) => flat.block).filter(Boolean))];
  return blocks.sort((a, b) => (flatSortKey(a, '', '') < flatSortKey(b, '', '') ? -1 : 1));
}

/** Every flat, one block, or flats chosen by name or number; each choice says how many flats it bills. */
export function FlatsFields({ control, flats }: { control: RunFormControl; flats: FlatChoices }) {
  const text = useText(RUN_FORM_TEXT);
  const labelId = useId();
  const { field: kind, fieldState } = useController({ control, name: 'flatsKind' });
  const block = useWatch({ control, name: 'block' });
  const customers = flats.data ?? [];
  const blocks = blocksOf(customers);
  const inBlock = customers.filter((flat) => flat.block === block).length;
  const allFlats = flats.data ? text.allFlatsCount(customers.length) : text.allFlats;
  const blockCount = block && flats.data ? text.blockBills(inBlock) : undefined;
  const loadError = flats.error?.message;
  return (
    <Box>
      <FormControl error={Boolean(fieldState.error)}>
        <FormLabel id={labelId} sx={{ typography: 'body2' }}>
          {text.flats}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          name={kind.name}
          value={kind.value}
          onChange={(event) => kind.onChange(event.target.value as FlatsKind)}
        >
          <FormControlLabel value="all" control={<Radio />} label={allFlats} />
          <FormControlLabel
            value="block"
            control={<Radio />}
            label={text.oneBlock}
            disabled={Boolean(flats.data) && blocks.length === 0}
          />
          <FormControlLabel value="flats" control={<Radio />} label={text.chosenFlats} />
        </RadioGroup>
        {fieldState.error || loadError ? (
          <FormHelperText>{fieldState.error?.message ?? loadError}</FormHelperText>
        ) : null}
      </FormControl>
      {kind.value === 'block' ? (
        <Box sx={{ mt: 1.5, maxWidth: { sm: 'calc(50% - 8px)' } }}>
          <FormTextField
            control={control}
            name="block"
            label={text.block}
            select
            fullWidth
            helperText={blockCount}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{text.chooseBlock}</option>
            {blocks.map((name) => (
              <option key={name} value={name}>
                {text.blockOption(name)}
              </option>
            ))}
          </FormTextField>
        </Box>
      ) : null}
      {kind.value === 'flats' ? (
        <Box sx={{ mt: 1.5 }}>
          <Controller
            control={control}
            name="flats"
            render={({ field, fieldState: flatsState }) => (
              <FlatsPicker
                label={text.flatsToBill}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                flats={flats}
                fieldError={flatsState.error?.message}
              />
            )}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/** The heads billed, ticked in bill order; an inactive head is offered but left off unless ticked. */
export function HeadsField({ control, heads }: { control: RunFormControl; heads: TBillHead[] }) {
  const text = useText(RUN_FORM_TEXT);
  const labelId = useId();
  const { field, fieldState } = useController({ control, name: 'heads' });
  const chosen = new Set(field.value);
  function toggle(headId: string, checked: boolean) {
    const next = new Set(chosen);
    if (checked) next.add(headId);
    else next.delete(headId);
    field.onChange(heads.filter((head) => next.has(head._id)).map((head) => head._id));
  }
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ display: 'block' }}>
      <FormLabel id={labelId} component="legend" sx={{ typography: 'body2' }}>
        {text.heads}
      </FormLabel>
      {heads.length === 0 ? (
        <FormHelperText sx={{ mx: 0, typography: 'body2' }}>
          {text.noHeads}
          <Link component={RouterLink} to="/settings/bill-heads">
            {text.billHeadsLink}
          </Link>
          {text.noHeadsEnd}
        </FormHelperText>
      ) : (
        <FormGroup aria-labelledby={labelId} sx={{ flexDirection: { sm: 'row' }, columnGap: 2 }}>
          {heads.map((head, index) => (
            <FormControlLabel
              key={head._id}
              label={head.active ? head.name : text.inactiveHead(head.name)}
              control={
                <Checkbox
                  checked={chosen.has(head._id)}
                  onChange={(event) => toggle(head._id, event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {fieldState.error ? (
        <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText>
      ) : heads.length > 0 ? (
        <FormHelperText sx={{ mx: 0 }}>{text.headsHint}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
