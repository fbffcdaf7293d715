import { MAX_BILLING_DAY, type TBillingSettings, ZBillingSettings } from '@domain/api/billing-runs';
import { LANGUAGE_NAMES, MEMBER_LANGUAGES, type MemberLanguage } from '@domain/languages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { useText } from '../../../lib/text';
import { useBillingSettings, useSaveBillingSettings } from '../api/billing-settings';
import { BILLING_SETTINGS_TEXT } from '../text/billing-settings-text';

type Field = keyof TBillingSettings;
type FieldErrors = Partial<Record<Field, string>>;

/** A typed day as a number, or undefined when the box is empty (the schema then asks for it). */
function dayOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** Each field's first message, from the schema's issues or the server's `errors[]`. */
function fieldErrorsOf(issues: Array<{ path: PropertyKey[] | string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = (Array.isArray(issue.path) ? issue.path[0] : String(issue.path).split('.')[0]) as Field;
    if ((field === 'dueDay' || field === 'repeatDay') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const DAY_INPUT = { inputMode: 'numeric', min: 1, max: MAX_BILLING_DAY } as const;

function SettingsForm({
  userId,
  settings,
  onClose,
}: {
  userId: string;
  settings: TBillingSettings;
  onClose: () => void;
}) {
  const text = useText(BILLING_SETTINGS_TEXT);
  const notify = useNotify();
  const save = useSaveBillingSettings(userId);
  const [dueDay, setDueDay] = useState(String(settings.dueDay));
  const [repeats, setRepeats] = useState(settings.repeatDay !== null);
  const [repeatDay, setRepeatDay] = useState(String(settings.repeatDay ?? 1));
  const [sendReceipts, setSendReceipts] = useState(settings.sendReceipts);
  const [memberLanguage, setMemberLanguage] = useState<MemberLanguage>(settings.memberLanguage);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = ZBillingSettings.safeParse({
      dueDay: dayOf(dueDay),
      repeatDay: repeats ? dayOf(repeatDay) : null,
      sendReceipts,
      memberLanguage,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(text.saved);
        onClose();
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? fieldErrorsOf(error.errors as never[]) : {};
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) setFailure(error.message);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={text.title}>
      <DialogContent sx={{ pt: 0 }}>
        {/* Room above the first box for its label, which sits on the box's top edge. */}
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <TextField
            label={text.dueDay}
            value={dueDay}
            onChange={(event) => {
              setDueDay(event.target.value);
              setErrors(({ dueDay: _corrected, ...rest }) => rest);
            }}
            type="number"
            error={Boolean(errors.dueDay)}
            helperText={errors.dueDay ?? text.dueDayHint(MAX_BILLING_DAY)}
            slotProps={{ htmlInput: DAY_INPUT }}
          />
          <Stack spacing={1}>
            <FormControlLabel
              control={<Switch checked={repeats} onChange={(event) => setRepeats(event.target.checked)} />}
              label={text.repeats}
            />
            {repeats ? (
              <TextField
                label={text.repeatDay}
                value={repeatDay}
                onChange={(event) => {
                  setRepeatDay(event.target.value);
                  setErrors(({ repeatDay: _corrected, ...rest }) => rest);
                }}
                type="number"
                error={Boolean(errors.repeatDay)}
                helperText={errors.repeatDay ?? text.repeatDayHint(MAX_BILLING_DAY)}
                slotProps={{ htmlInput: DAY_INPUT }}
              />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text.repeatsOff}
              </Typography>
            )}
          </Stack>
          <FormControlLabel
            control={
              <Switch checked={sendReceipts} onChange={(event) => setSendReceipts(event.target.checked)} />
            }
            label={text.sendReceipts}
          />
          <FormControl>
            <FormLabel id="member-language">{text.memberLanguage}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="member-language"
              value={memberLanguage}
              onChange={(event) => setMemberLanguage(event.target.value as MemberLanguage)}
            >
              {MEMBER_LANGUAGES.map((language) => (
                <FormControlLabel
                  key={language}
                  value={language}
                  control={<Radio />}
                  label={LANGUAGE_NAMES[language]}
                  lang={language}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          {text.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {text.save}
        </Button>
      </DialogActions>
    </form>
  );
}

type BillingSettingsDialogProps = { userId: string; open: boolean; onClose: () => void };

/**
 * The day bills fall due, whether (and on which day) next month's run is drafted by itself, and
 * whether receipts go to members as payments are recorded.
 */
export function BillingSettingsDialog({ userId, open, onClose }: BillingSettingsDialogProps) {
  const text = useText(BILLING_SETTINGS_TEXT);
  const settingsQuery = useBillingSettings(userId, open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="billing-settings-title">
      <DialogTitle id="billing-settings-title">{text.title}</DialogTitle>
      {settingsQuery.isPending ? (
        <LoadingSpinner label={text.loading} />
      ) : !settingsQuery.data ? (
        <DialogContent>
          <LoadFailed message={settingsQuery.error?.message} onRetry={() => settingsQuery.refetch()} />
        </DialogContent>
      ) : (
        <SettingsForm userId={userId} settings={settingsQuery.data} onClose={onClose} />
      )}
    </Dialog>
  );
}
