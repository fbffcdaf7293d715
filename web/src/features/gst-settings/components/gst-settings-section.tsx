import type { TGstSettings } from '@domain/api/gst-settings';
import { formatMoney } from '@domain/format';
import { RWA_MODES } from '@domain/housing-society';
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
import { useText } from '../../../lib/text';
import { useGstSettings } from '../api/get-gst-settings';
import { useSaveGstSettings } from '../api/save-gst-settings';
import { GST_SETTINGS_TEXT, type GstSettingsText } from '../gst-settings-text';
import {
  type GstSettingsFormValues,
  gstSettingsFieldOf,
  gstSettingsFormValuesOf,
  rupeesFromText,
  ZGstSettingsForm,
} from './gst-settings-form-schema';

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
function thresholdHelp(typed: string, text: GstSettingsText): string {
  const rupees = rupeesFromText(typed);
  const amount = Number.isFinite(rupees) && isMoneyValue(rupees) ? formatMoney(toPaise(rupees)) : null;
  return text.thresholdHelp(amount ? amount.replace(/\.00$/, '') : null);
}

function GstSettingsForm({ userId, values }: { userId: string; values: GstSettingsFormValues }) {
  const notify = useNotify();
  const text = useText(GST_SETTINGS_TEXT);
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
        notify.success(text.saved);
      },
      onError: (error) => {
        notify.failed(error);
        if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, gstSettingsFieldOf);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={text.form}>
      <SettingsFieldset>
        <Stack spacing={2.5}>
          <Controller
            control={control}
            name="housingSociety"
            render={({ field }) => (
              <SwitchField label={text.housingSociety} help={text.housingSocietyHelp} field={field} />
            )}
          />
          {isSociety ? (
            <Stack spacing={2.5} sx={{ pl: { xs: 0, sm: LABEL_INDENT } }}>
              <Controller
                control={control}
                name="rwaMode"
                render={({ field, fieldState }) => (
                  <FormControl error={Boolean(fieldState.error)}>
                    <FormLabel id="gst-rwa-mode">{text.aboveLimit}</FormLabel>
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
                          label={text.modes[mode]}
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
                label={text.threshold}
                helperText={thresholdHelp(threshold, text)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ maxWidth: 420 }}
              />
            </Stack>
          ) : null}
          <Controller
            control={control}
            name="roundOff"
            render={({ field }) => (
              <SwitchField label={text.roundOff} help={text.roundOffHelp} field={field} />
            )}
          />
          <CanDo access="manage">
            <Box>
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

/**
 * The Settings page's GST card: whether the business is a housing society (and then how GST applies
 * above ₹7,500 a month, and the turnover under which none is charged), and whether totals are rounded.
 */
export function GstSettingsSection() {
  const session = useSession();
  const userId = session?.result._id ?? '';
  const settings = useGstSettings(userId);
  const headingId = useId();
  const text = useText(GST_SETTINGS_TEXT);
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
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary', maxWidth: '70ch' }}>
        {text.description}
      </Typography>
      <Box sx={{ mt: 2.5 }}>
        {settings.data ? (
          <GstSettingsForm userId={userId} values={gstSettingsFormValuesOf(settings.data)} />
        ) : settings.isError ? (
          <LoadFailed message={settings.error.message} onRetry={() => void settings.refetch()} />
        ) : (
          <Skeleton variant="rounded" height={120} aria-label={text.loading} />
        )}
      </Box>
    </Paper>
  );
}
