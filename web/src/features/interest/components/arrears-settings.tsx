import type { TInterestSettings, TInterestSettingsValues } from '@domain/api/interest';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { formatCalendarDate } from '@domain/format';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CanDo } from '../../../components/can-do';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { SettingsFieldset } from '../../../components/settings-fieldset';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useInterestSettings, useSaveInterestSettings } from '../api/interest-settings';
import {
  type ArrearsFormValues,
  arrearsFieldOf,
  arrearsFormDefaults,
  arrearsFormSchema,
} from './arrears-form-schema';

/** The furthest first day the picker offers: interest may be set to start on a day ahead. */
const LATEST_FIRST_DAY = '2099-12-31';

const NUMBER_BOX = { htmlInput: { inputMode: 'decimal' } } as const;

function percentBox(label: string) {
  return {
    label,
    slotProps: {
      ...NUMBER_BOX,
      input: { endAdornment: <InputAdornment position="end">% a year</InputAdornment> },
    },
  };
}

function ArrearsForm({ userId, settings }: { userId: string; settings: TInterestSettings }) {
  const notify = useNotify();
  const save = useSaveInterestSettings(userId);
  const today = todayIn(DEFAULT_TIME_ZONE, new Date());
  const resolver = useMemo(() => zodResolver(arrearsFormSchema(settings)), [settings]);
  const { control, handleSubmit, setError } = useForm<ArrearsFormValues, unknown, TInterestSettingsValues>({
    resolver,
    defaultValues: arrearsFormDefaults(settings, today),
  });
  const lateCharge = useWatch({ control, name: 'lateCharge' });
  const choiceLabelId = useId();

  const submit = handleSubmit((values) => {
    save.mutate(values, {
      // The saved settings come back as the query's data, and the form starts afresh from them.
      onSuccess: () => notify.success('Arrears settings saved'),
      onError: (error) => {
        if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, arrearsFieldOf);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Arrears settings">
      <SettingsFieldset>
        <Stack spacing={2.5}>
          <Controller
            control={control}
            name="lateCharge"
            render={({ field }) => (
              <FormControl>
                <FormLabel id={choiceLabelId}>Charge late payment as</FormLabel>
                <RadioGroup aria-labelledby={choiceLabelId} {...field}>
                  <FormControlLabel
                    value="late-fee-invoice"
                    control={<Radio />}
                    label="A late-fee invoice: 2 % a month started, replacing the overdue bill"
                  />
                  <FormControlLabel
                    value="interest"
                    control={<Radio />}
                    label="Interest on arrears: simple interest a year on the unpaid principal, on the flat's next bill"
                  />
                </RadioGroup>
              </FormControl>
            )}
          />
          {lateCharge === 'interest' ? (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                gap: 2.5,
              }}
            >
              <FormTextField
                control={control}
                name="ratePercentPerYear"
                {...percentBox('Rate')}
                helperText="Simple interest, never on interest"
              />
              <FormTextField
                control={control}
                name="ceilingPercentPerYear"
                {...percentBox('Ceiling')}
                helperText="The most your bye-laws allow (21 % in most)"
              />
              <FormTextField
                control={control}
                name="graceDays"
                label="Grace days"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                helperText="Days after the due date before interest runs"
              />
              <FormTextField
                control={control}
                name="minimumAmount"
                label="Minimum"
                slotProps={{
                  ...NUMBER_BOX,
                  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                }}
                helperText="Less interest than this on a bill is not charged"
              />
              <Box sx={{ gridColumn: { sm: '1 / -1' }, maxWidth: { sm: 'calc(50% - 10px)' } }}>
                <LocalizationProvider dateAdapter={AdapterDayjs}>
                  <FormDateField
                    control={control}
                    name="chargeFrom"
                    label="Charge interest for days from"
                    maxDate={LATEST_FIRST_DAY}
                  />
                </LocalizationProvider>
                <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
                  No day before it is ever charged, so choosing interest does not bill years gone by.
                </Typography>
              </Box>
            </Box>
          ) : null}
          {save.error && !(save.error instanceof ApiError && save.error.errors.length > 0) ? (
            <Alert severity="error">{save.error.message}</Alert>
          ) : null}
          <CanDo access="manage">
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" loading={save.isPending}>
                Save arrears settings
              </Button>
            </Box>
          </CanDo>
        </Stack>
      </SettingsFieldset>
    </Box>
  );
}

/** Settings → Arrears: how members who pay late are charged, and the interest terms. */
export function ArrearsSettings({ userId }: { userId: string }) {
  const headingId = useId();
  const settings = useInterestSettings(userId);
  const chargeFrom = settings.data?.lateCharge === 'interest' ? settings.data.chargeFrom : null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 1.5, mt: 3 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        Arrears
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, mb: 2.5, color: 'text.secondary', maxWidth: '70ch' }}>
        How a member who pays late is charged: a late-fee invoice, or interest on arrears as society bye-laws
        charge it, added to the flat's next bill with its calculation.
        {chargeFrom ? ` Interest is charged for days from ${formatCalendarDate(chargeFrom)}.` : null}
      </Typography>
      {settings.isPending ? (
        <LoadingSpinner label="Loading arrears settings" />
      ) : settings.data ? (
        <ArrearsForm key={JSON.stringify(settings.data)} userId={userId} settings={settings.data} />
      ) : (
        <LoadFailed message={settings.error?.message} onRetry={() => settings.refetch()} />
      )}
    </Paper>
  );
}
