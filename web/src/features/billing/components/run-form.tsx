import type { TBillHead } from '@domain/api/bill-heads';
import type { TBillingRunInput } from '@domain/api/billing-runs';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { useBillingSettings } from '../api/billing-settings';
import { useCreateBillingRun } from '../api/create-billing-run';
import { useRunFlats } from '../api/get-run-flats';
import { RUN_FORM_TEXT } from '../text/run-form-text';
import { runPagePath } from './billing-run-list';
import { DateFields, FlatsFields, HeadsField, PeriodFields } from './run-form-fields';
import { type RunFormValues, runFieldOf, runFormDefaults, runFormSchema } from './run-form-schema';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack spacing={1.5} role="group" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

type RunFormProps = { userId: string; heads: TBillHead[] };

/**
 * Step 1 of a new run: the period, the bills' dates, the flats and the heads. Nothing is issued: the
 * draft it makes opens on its preview.
 */
export function RunForm({ userId, heads }: RunFormProps) {
  const text = useText(RUN_FORM_TEXT);
  const navigate = useNavigate();
  const formId = useId();
  const [today] = useState(() => todayIn(DEFAULT_TIME_ZONE, new Date()));
  const flats = useRunFlats(userId);
  const settings = useBillingSettings(userId);
  const createRun = useCreateBillingRun();
  const resolver = useMemo(() => zodResolver(runFormSchema(heads)), [heads]);
  const { control, handleSubmit, setError, getValues } = useForm<RunFormValues, unknown, TBillingRunInput>({
    resolver,
    defaultValues: runFormDefaults(heads, today),
  });

  const submit = handleSubmit((input) => {
    createRun.mutate(input, {
      onSuccess: (run) => navigate(runPagePath(run)),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        showServerFieldErrors(error.errors, setError, (path) => runFieldOf(path, getValues()));
      },
    });
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" id={formId} noValidate onSubmit={submit} aria-label={text.form}>
        <Stack spacing={3} divider={<Divider flexItem />}>
          <Section title={text.period}>
            <PeriodFields control={control} today={today} />
            <DateFields control={control} dueDay={settings.data?.dueDay} />
          </Section>
          <Section title={text.flatsAndHeads}>
            <FlatsFields control={control} flats={flats} />
            <HeadsField control={control} heads={heads} />
          </Section>
        </Stack>
        {createRun.error ? (
          <Alert severity="error" sx={{ mt: 3 }}>
            {createRun.error.message}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button
            type="submit"
            variant="contained"
            loading={createRun.isPending}
            loadingPosition="end"
            endIcon={<ArrowForwardIcon />}
          >
            {text.previewBills}
          </Button>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
