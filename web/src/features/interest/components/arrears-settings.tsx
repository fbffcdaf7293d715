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
import { useText } from '../../../lib/text';
import { useInterestSettings, useSaveInterestSettings } from '../api/interest-settings';
import { INTEREST_TEXT } from '../interest-text';
import {
  type ArrearsFormValues,
  arrearsFieldOf,
  arrearsFormDefaults,
  arrearsFormSchema,
} from './arrears-form-schema';

/** The furthest first day the picker offers: interest may be set to start on a day ahead. */
const LATEST_FIRST_DAY = '2099-12-31';

const NUMBER_BOX = { htmlInput: { inputMode: 'decimal' } } as const;

function percentBox(label: string, perYear: string) {
  return {
    label,
    slotProps: {
      ...NUMBER_BOX,
      input: { endAdornment: <InputAdornment position="end">{perYear}</InputAdornment> },
    },
  };
}

function ArrearsForm({ userId, settings }: { userId: string; settings: TInterestSettings }) {
  const notify = useNotify();
  const { settings: text } = useText(INTEREST_TEXT);
  const save = useSaveInterestSettings(userId);
  const today = todayIn(DEFAULT_TIME_ZONE, new Date());
  const resolver = useMemo(
    () => zodResolver(arrearsFormSchema(settings, text.chargeFromRequired)),
    [settings, text],
  );
  const { control, handleSubmit, setError } = useForm<ArrearsFormValues, unknown, TInterestSettingsValues>({
    resolver,
    defaultValues: arrearsFormDefaults(settings, today),
  });
  const lateCharge = useWatch({ control, name: 'lateCharge' });
  const choiceLabelId = useId();

  const submit = handleSubmit((values) => {
    save.mutate(values, {
      // The saved settings come back as the query's data, and the form starts afresh from them.
      onSuccess: () => notify.success(text.saved),
      onError: (error) => {
        if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, arrearsFieldOf);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={text.form}>
      <SettingsFieldset>
        <Stack spacing={2.5}>
          <Controller
            control={control}
            name="lateCharge"
            render={({ field }) => (
              <FormControl>
                <FormLabel id={choiceLabelId}>{text.chargeAs}</FormLabel>
                <RadioGroup aria-labelledby={choiceLabelId} {...field}>
                  <FormControlLabel
                    value="late-fee-invoice"
                    control={<Radio />}
                    label={text.lateFeeInvoice}
                  />
                  <FormControlLabel value="interest" control={<Radio />} label={text.interest} />
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
                {...percentBox(text.rate, text.perYear)}
                helperText={text.rateHelp}
              />
              <FormTextField
                control={control}
                name="ceilingPercentPerYear"
                {...percentBox(text.ceiling, text.perYear)}
                helperText={text.ceilingHelp}
              />
              <FormTextField
                control={control}
                name="graceDays"
                label={text.graceDays}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                helperText={text.graceDaysHelp}
              />
              <FormTextField
                control={control}
                name="minimumAmount"
                label={text.minimum}
                slotProps={{
                  ...NUMBER_BOX,
                  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                }}
                helperText={text.minimumHelp}
              />
              <Box sx={{ gridColumn: { sm: '1 / -1' }, maxWidth: { sm: 'calc(50% - 10px)' } }}>
                <LocalizationProvider dateAdapter={AdapterDayjs}>
                  <FormDateField
                    control={control}
                    name="chargeFrom"
                    label={text.chargeFrom}
                    maxDate={LATEST_FIRST_DAY}
                  />
                </LocalizationProvider>
                <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
                  {text.chargeFromHelp}
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
                {text.save}
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
  const { settings: text } = useText(INTEREST_TEXT);
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
        {text.title}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, mb: 2.5, color: 'text.secondary', maxWidth: '70ch' }}>
        {text.description}
        {chargeFrom ? ` ${text.chargedFrom(formatCalendarDate(chargeFrom))}` : null}
      </Typography>
      {settings.isPending ? (
        <LoadingSpinner label={text.loading} />
      ) : settings.data ? (
        <ArrearsForm key={JSON.stringify(settings.data)} userId={userId} settings={settings.data} />
      ) : (
        <LoadFailed message={settings.error?.message} onRetry={() => settings.refetch()} />
      )}
    </Paper>
  );
}
