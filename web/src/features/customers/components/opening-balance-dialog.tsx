import type { TLedger, TOpeningBalanceValues } from '@domain/api/ledger';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { currencySymbol } from '@domain/format';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import InputAdornment from '@mui/material/InputAdornment';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notifications';
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
        <FormDateField
          control={control}
          name="asOf"
          label={text.asOfLabel}
          maxDate={today}
          hint={text.asOfHint}
        />
      </LocalizationProvider>
    </FormDialog>
  );
}
