import type { TLedger, TOpeningBalanceValues } from '@domain/api/ledger';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { currencySymbol } from '@domain/format';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import InputAdornment from '@mui/material/InputAdornment';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { type Control, useController, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notifications';
import { usePickerDay } from '../../../components/picker-day';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { useSetOpeningBalance } from '../api/set-opening-balance';
import { CUSTOMER_PAGE_TEXT } from '../text/customer-page-text';
import {
  type OpeningBalanceFormValues,
  openingBalanceFormDefaults,
  openingBalanceFormSchema,
  openingFieldOf,
} from './opening-balance-form-schema';

type FormControl = Control<OpeningBalanceFormValues, unknown, TOpeningBalanceValues>;

/** 'As of': a date picker holding 'YYYY-MM-DD', the calendar day the API speaks; a half-typed date holds ''. */
function AsOfField({ control, maxDate }: { control: FormControl; maxDate: string }) {
  const text = useText(CUSTOMER_PAGE_TEXT);
  const { field, fieldState } = useController({ control, name: 'asOf' });
  const picker = usePickerDay(field.value, field.onChange);
  return (
    <DatePicker
      label={text.asOfLabel}
      value={picker.value}
      format="DD/MM/YYYY"
      maxDate={dayjs(maxDate)}
      onChange={picker.onChange}
      slotProps={{
        textField: {
          name: field.name,
          onBlur: field.onBlur,
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message ?? text.asOfHint,
          fullWidth: true,
        },
      }}
    />
  );
}

type OpeningBalanceDialogProps = {
  open: boolean;
  customerId: string;
  /** Who the flat is, for the dialog's first line: 'Asha Verma · Block A, Floor 2, Flat A-201'. */
  flatName: string;
  ledger: TLedger;
  onClose: () => void;
};

/**
 * Sets what a flat owed (or had paid in advance) when the society moved to Bahi, as of a date. Mount
 * it afresh (a new `key`) for each opening: the form belongs to one opening only.
 */
export function OpeningBalanceDialog({
  open,
  customerId,
  flatName,
  ledger,
  onClose,
}: OpeningBalanceDialogProps) {
  const text = useText(CUSTOMER_PAGE_TEXT);
  const notify = useNotify();
  const save = useSetOpeningBalance(customerId);
  // Today in the business's zone, as the server reads it, fixed for this opening.
  const [today] = useState(() => todayIn(DEFAULT_TIME_ZONE, new Date()));
  const resolver = useMemo(() => zodResolver(openingBalanceFormSchema(today)), [today]);
  const { control, handleSubmit, setError } = useForm<
    OpeningBalanceFormValues,
    unknown,
    TOpeningBalanceValues
  >({ resolver, defaultValues: openingBalanceFormDefaults(ledger) });

  const submit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => {
        notify.success(text.openingSaved);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, openingFieldOf);
      },
    });
  });

  return (
    <FormDialog
      open={open}
      title={text.openingTitle}
      saveLabel={text.saveOpening}
      onSubmit={submit}
      isSaving={save.isPending}
      error={save.error}
      onClose={onClose}
      maxWidth="xs"
      intro={<DialogContentText sx={{ mb: 2.5 }}>{text.openingIntro(flatName)}</DialogContentText>}
      formSx={{ display: 'grid', gap: 2.5 }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <FormTextField
          control={control}
          name="amount"
          label={text.openingLabel}
          required
          fullWidth
          helperText={text.openingHint}
          slotProps={{
            input: {
              startAdornment: <InputAdornment position="start">{currencySymbol()}</InputAdornment>,
            },
          }}
        />
        <AsOfField control={control} maxDate={today} />
      </LocalizationProvider>
    </FormDialog>
  );
}
