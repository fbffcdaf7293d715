import type { TGstSettings } from '@domain/api/gst-settings';
import { formatMoney } from '@domain/format';
import { RWA_MODES, type RwaMode } from '@domain/housing-society';
import { isMoneyValue, toPaise } from '@domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type Ref, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CanDo } from '../../../components/can-do';
import { FormTextField } from '../../../components/form-text-field';
import { LoadFailed } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { SettingsFieldset } from '../../../components/settings-fieldset';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useSession } from '../../../lib/session';
import { useGstSettings } from '../api/get-gst-settings';
import { useSaveGstSettings } from '../api/save-gst-settings';
import {
  type GstSettingsFormValues,
  gstSettingsFieldOf,
  gstSettingsFormValuesOf,
  rupeesFromText,
  ZGstSettingsForm,
} from './gst-settings-form-schema';

/** Each reading of the law, in one line. */
const MODE_LABELS: Record<RwaMode, string> = {
  whole: 'GST on the whole contribution above ₹7,500 a month (CBIC circular 109/28/2019, default)',
  excess: 'GST only on the amount above ₹7,500 (Madras High Court, 2021)',
};

/** Where a switch's label starts (the switch's 58px less its -11px margin): the lines under it start there too. */
const LABEL_INDENT = '47px';

type SwitchFieldProps = {
  label: string;
  help: string;
  field: {
    value: boolean;
    onChange: (checked: boolean) => void;
    onBlur: () => void;
    ref: Ref<HTMLInputElement>;
  };
};

/** A switch bound to the form, with its label, and a line below saying what it does. */
function SwitchField({ label, help, field }: SwitchFieldProps) {
  const helpId = useId();
  return (
    <Box>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': helpId } }}
          />
        }
      />
      <FormHelperText id={helpId} sx={{ mt: 0, ml: LABEL_INDENT }}>
        {help}
      </FormHelperText>
    </Box>
  );
}

/** The threshold as it will be read, once what is typed is an amount. */
function thresholdHelp(text: string): string {
  const rupees = rupeesFromText(text);
  const amount = Number.isFinite(rupees) && isMoneyValue(rupees) ? formatMoney(toPaise(rupees)) : null;
  return `${amount ? `${amount.replace(/\.00$/, '')} a` : 'A'} financial year: while the year's bills stay within it, none is taxed`;
}

function GstSettingsForm({ userId, values }: { userId: string; values: GstSettingsFormValues }) {
  const notify = useNotify();
  const save = useSaveGstSettings(userId);
  const { control, handleSubmit, setError, reset } = useForm<GstSettingsFormValues, unknown, TGstSettings>({
    resolver: zodResolver(ZGstSettingsForm),
    defaultValues: values,
  });
  const isSociety = useWatch({ control, name: 'housingSociety' });
  const threshold = useWatch({ control, name: 'turnoverThreshold' });

  const submit = handleSubmit((input) => {
    save.mutate(input, {
      onSuccess: (saved) => {
        reset(gstSettingsFormValuesOf(saved));
        notify.success('GST settings saved');
      },
      onError: (error) => {
        notify.error(`Error: ${error.message}`);
        if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, gstSettingsFieldOf);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="GST settings">
      <SettingsFieldset>
        <Stack spacing={2.5}>
          <Controller
            control={control}
            name="housingSociety"
            render={({ field }) => (
              <SwitchField
                label="Resident welfare association / housing society"
                help="Members' contributions up to ₹7,500 a flat a month are exempt; statutory levies are never taxed"
                field={field}
              />
            )}
          />
          {isSociety ? (
            <Stack spacing={2.5} sx={{ pl: { xs: 0, sm: LABEL_INDENT } }}>
              <Controller
                control={control}
                name="rwaMode"
                render={({ field, fieldState }) => (
                  <FormControl error={Boolean(fieldState.error)}>
                    <FormLabel id="gst-rwa-mode">Above ₹7,500 a month</FormLabel>
                    <RadioGroup
                      aria-labelledby="gst-rwa-mode"
                      name={field.name}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                    >
                      {RWA_MODES.map((mode) => (
                        <FormControlLabel
                          key={mode}
                          value={mode}
                          control={<Radio />}
                          label={MODE_LABELS[mode]}
                          sx={{ alignItems: 'flex-start', mt: 0.5, '& .MuiRadio-root': { mt: -1 } }}
                        />
                      ))}
                    </RadioGroup>
                    {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
                  </FormControl>
                )}
              />
              <FormTextField
                control={control}
                name="turnoverThreshold"
                label="Turnover threshold (₹)"
                helperText={thresholdHelp(threshold)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ maxWidth: 420 }}
              />
            </Stack>
          ) : null}
          <Controller
            control={control}
            name="roundOff"
            render={({ field }) => (
              <SwitchField
                label="Round totals to the rupee"
                help="Each bill's total is rounded to the nearest rupee, with a Round off line"
                field={field}
              />
            )}
          />
          <CanDo access="manage">
            <Box>
              <Button type="submit" variant="contained" loading={save.isPending}>
                Save GST settings
              </Button>
            </Box>
          </CanDo>
        </Stack>
      </SettingsFieldset>
    </Box>
  );
}

/**
 * The Settings page's GST card: whether the business is a housing society (and then how GST applies
 * above ₹7,500 a month, and the turnover under which none is charged), and whether totals are rounded.
 */
export function GstSettingsSection() {
  const session = useSession();
  const userId = session?.result._id ?? '';
  const settings = useGstSettings(userId);
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 1.5, mt: 3 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        GST
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary', maxWidth: '70ch' }}>
        How GST is charged on your bills.
      </Typography>
      <Box sx={{ mt: 2.5 }}>
        {settings.data ? (
          <GstSettingsForm userId={userId} values={gstSettingsFormValuesOf(settings.data)} />
        ) : settings.isError ? (
          <LoadFailed message={settings.error.message} onRetry={() => void settings.refetch()} />
        ) : (
          <Skeleton variant="rounded" height={120} aria-label="Loading GST settings" />
        )}
      </Box>
    </Paper>
  );
}
