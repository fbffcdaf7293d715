import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { type FieldPath, useController } from 'react-hook-form';
import { usePickerDay } from '../../../components/picker-day';
import { useText } from '../../../lib/text';
import { INVOICE_FORM_TEXT } from '../text/invoice-form-text';
import type { InvoiceFormControl, InvoiceFormValues } from './invoice-form-schema';
import { InvoiceStatusChip } from './invoice-status-chip';

type DateFieldProps = {
  control: InvoiceFormControl;
  name: Extract<FieldPath<InvoiceFormValues>, 'date' | 'dueDate'>;
  label: string;
  /** 'YYYY-MM-DD' bounds the picker offers. */
  minDate?: string;
  maxDate?: string;
};

/** A date picker holding 'YYYY-MM-DD', the calendar day the API speaks; a half-typed date holds ''. */
function DateField({ control, name, label, minDate, maxDate }: DateFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const picker = usePickerDay(field.value, field.onChange);
  return (
    <DatePicker
      label={label}
      value={picker.value}
      format="DD/MM/YYYY"
      minDate={minDate ? dayjs(minDate) : undefined}
      maxDate={maxDate ? dayjs(maxDate) : undefined}
      onChange={picker.onChange}
      slotProps={{
        textField: {
          size: 'small',
          name: field.name,
          onBlur: field.onBlur,
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message,
          fullWidth: true,
        },
      }}
    />
  );
}

type InvoiceDatesProps = {
  control: InvoiceFormControl;
  status: string;
  /** The total as the summary shows it, with its currency. */
  amount: string;
  date: string;
  latestDate: string;
};

/** Status, invoice date, due date and amount, beside the 'Bill to' block. */
export function InvoiceDates({ control, status, amount, date, latestDate }: InvoiceDatesProps) {
  const text = useText(INVOICE_FORM_TEXT);
  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="overline" sx={{ color: 'text.secondary', fontWeight: 700 }}>
          {text.status}
        </Typography>
        <InvoiceStatusChip status={status} />
      </Box>
      <DateField control={control} name="date" label={text.date} maxDate={latestDate} />
      <DateField control={control} name="dueDate" label={text.dueDate} minDate={date || undefined} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="overline" sx={{ color: 'text.secondary', fontWeight: 700 }}>
          {text.amount}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} aria-label={text.amount}>
          {amount}
        </Typography>
      </Box>
    </Box>
  );
}
