import { creditAboveBalanceMessage, type TInvoiceCredits } from '@domain/api/credit-notes';
import { MAX_SHORT_TEXT_LENGTH } from '@domain/api/limits';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { formatCalendarDate, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { useIssueCreditNote } from '../api/issue-credit-note';
import { CREDIT_NOTES_TEXT } from '../credit-notes-text';
import { wholeBillAmounts } from './credit-note-amounts';
import { creditFormLinesOf, creditNotePreviewOf } from './credit-note-figures';
import {
  type CreditNoteFormOutput,
  type CreditNoteFormValues,
  creditNoteFieldOf,
  creditNoteFormSchema,
  LINES_ERROR,
} from './credit-note-form-schema';
import { CreditNoteLines } from './credit-note-lines';
import { CreditNotePreviewFigures } from './credit-note-preview';

type CreditNoteFormProps = {
  open: boolean;
  /** The bill's lines and what is left on each, as the server answered just now. */
  credits: TInvoiceCredits;
  /** Who was billed, for the dialog's first line. */
  clientName: string;
  onClose: () => void;
};

/**
 * The credit note's form in its dialog: an amount per line of the bill (or the whole bill at once),
 * the reason and the date, and the note's figures as they will be issued. What the server would refuse
 * is stopped here in its own words (credit-note-form-schema.ts); anything it refuses all the same is
 * shown under its field, and a refusal of the lines as a whole beside the buttons, where it is seen.
 */
export function CreditNoteForm({ open, credits, clientName, onClose }: CreditNoteFormProps) {
  const notify = useNotify();
  const text = useText(CREDIT_NOTES_TEXT);
  const issue = useIssueCreditNote(credits.invoice._id);
  // Today in the business's zone, as the server reads it, fixed for this opening.
  const [today] = useState(() => todayIn(DEFAULT_TIME_ZONE, new Date()));
  const { currency, invoiceNumber, date: billDate } = credits.invoice;
  const lines = useMemo(() => creditFormLinesOf(credits), [credits]);
  const resolver = useMemo(() => zodResolver(creditNoteFormSchema({ credits, today })), [credits, today]);
  const { control, handleSubmit, setError, setValue, clearErrors, formState } = useForm<
    CreditNoteFormValues,
    unknown,
    CreditNoteFormOutput
  >({
    resolver,
    // An amount above what is left says so as it is typed, beside the figures it changes.
    mode: 'onChange',
    defaultValues: { date: today, reason: '', amounts: lines.map(() => '') },
  });
  const amounts = useWatch({ control, name: 'amounts' });
  const preview = creditNotePreviewOf(credits, amounts);
  const balancePaise = toPaise(credits.balanceDue);

  // A refusal about the lines as a whole is about what was typed then: a new amount clears it.
  const typed = amounts.join('\n');
  useEffect(() => {
    if (typed) clearErrors(LINES_ERROR);
  }, [typed, clearErrors]);

  const creditWholeBill = () => {
    for (const [index, amount] of wholeBillAmounts(lines).entries()) {
      setValue(`amounts.${index}`, amount, { shouldValidate: true, shouldDirty: true });
    }
  };

  const submit = handleSubmit((input) => {
    issue.mutate(input, {
      onSuccess: (note) => {
        notify.success(text.issued(note.creditNoteNumber));
        onClose();
      },
      onError: (error) => {
        notify.failed(error);
        if (error instanceof ApiError) {
          showServerFieldErrors(error.errors, setError, creditNoteFieldOf(input.lines, lines));
        }
      },
    });
  });

  const linesError = formState.errors.root?.lines?.message;
  // Said beside the buttons as soon as it is so, whatever part of the form is scrolled into view.
  const isAboveBalance = preview.kind === 'figures' && preview.figures.totalPaise > balancePaise;
  return (
    <FormDialog
      open={open}
      title={text.title(invoiceNumber)}
      saveLabel={text.issue}
      onSubmit={submit}
      isSaving={issue.isPending}
      error={linesError ? new Error(linesError) : null}
      warning={isAboveBalance ? creditAboveBalanceMessage(formatMoney(balancePaise, currency)) : null}
      onClose={onClose}
      intro={
        <DialogContentText sx={{ mb: 2 }}>
          {text.intro(clientName, invoiceNumber, formatCalendarDate(billDate))}
        </DialogContentText>
      }
      formSx={{ display: 'grid', gap: 2.5 }}
    >
      {/* Reason and date first: the figures then end next to the button that issues them. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 190px' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <FormTextField
          control={control}
          name="reason"
          label={text.reason}
          required
          fullWidth
          helperText={text.reasonHint}
          slotProps={{ htmlInput: { maxLength: MAX_SHORT_TEXT_LENGTH } }}
        />
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <FormDateField control={control} name="date" label={text.date} minDate={billDate} maxDate={today} />
        </LocalizationProvider>
      </Box>
      <Box>
        <CreditNoteLines lines={credits.lines} currency={currency} control={control} />
        <Button onClick={creditWholeBill} sx={{ mt: 1 }}>
          {text.creditWholeBill}
        </Button>
      </Box>
      <CreditNotePreviewFigures preview={preview} balancePaise={balancePaise} currency={currency} />
    </FormDialog>
  );
}
