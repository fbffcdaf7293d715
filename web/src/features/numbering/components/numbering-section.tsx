import { type TNumbering, type TNumberingInput, ZNumberingInput } from '@domain/api/numbering';
import { MAX_DOCUMENT_NUMBER_LENGTH, NUMBER_SERIES } from '@domain/fy-numbering';
import { zodResolver } from '@hookform/resolvers/zod';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { CanDo } from '../../../components/can-do';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { SettingsFieldset } from '../../../components/settings-fieldset';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { useNumbering } from '../api/get-numbering';
import { useSaveNumbering } from '../api/save-numbering';
import { NUMBERING_TEXT } from '../numbering-text';
import { SeriesNumberingFields } from './series-numbering-fields';

const FIELDS = new Set<string>(NUMBER_SERIES.flatMap((series) => [`${series}.mode`, `${series}.pattern`]));

function fieldOf(path: string): FieldPath<TNumberingInput> | undefined {
  return FIELDS.has(path) ? (path as FieldPath<TNumberingInput>) : undefined;
}

/** What the form starts from: each series as the server holds it. */
function inputOf(numbering: TNumbering): TNumberingInput {
  const series = ({ mode, pattern }: TNumbering['invoices']) => ({ mode, pattern });
  return {
    invoices: series(numbering.invoices),
    receipts: series(numbering.receipts),
    creditNotes: series(numbering.creditNotes),
  };
}

function NumberingForm({ numbering }: { numbering: TNumbering }) {
  const notify = useNotify();
  const text = useText(NUMBERING_TEXT);
  const save = useSaveNumbering();
  const { control, handleSubmit, setError, reset } = useForm<TNumberingInput>({
    resolver: zodResolver(ZNumberingInput),
    defaultValues: inputOf(numbering),
    mode: 'onChange',
  });

  const submit = handleSubmit((input) => {
    save.mutate(input, {
      onSuccess: (saved) => {
        reset(inputOf(saved));
        notify.success(text.saved);
      },
      onError: (error) => {
        notify.failed(error);
        if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, fieldOf);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={text.form}>
      <SettingsFieldset>
        <Stack spacing={2}>
          {NUMBER_SERIES.map((series) => (
            <SeriesNumberingFields key={series} series={series} control={control} answer={numbering} />
          ))}
          <CanDo access="manage">
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                type="submit"
                variant="contained"
                disabled={save.isPending}
                startIcon={
                  save.isPending ? <CircularProgress size={18} color="inherit" /> : <SaveOutlinedIcon />
                }
              >
                {text.save}
              </Button>
            </Box>
          </CanDo>
        </Stack>
      </SettingsFieldset>
    </Box>
  );
}

/**
 * Settings → Document numbering: each series (invoices, receipts, credit notes) numbered continuously
 * or by financial year with a pattern, what each numbers next, saved with a snackbar.
 */
export function NumberingSection() {
  const text = useText(NUMBERING_TEXT);
  const headingId = useId();
  const numbering = useNumbering();
  let content = <LoadingSpinner label={text.loading} />;
  if (numbering.data) content = <NumberingForm numbering={numbering.data} />;
  else if (numbering.isError)
    content = <LoadFailed message={numbering.error.message} onRetry={() => numbering.refetch()} />;
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
        {text.intro(MAX_DOCUMENT_NUMBER_LENGTH)}
      </Typography>
      {content}
    </Paper>
  );
}
