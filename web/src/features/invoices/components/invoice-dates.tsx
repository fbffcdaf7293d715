import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormDateField } from '../../../components/form-date-field';
import { useText } from '../../../lib/text';
import { INVOICE_FORM_TEXT } from '../text/invoice-form-text';
import type { InvoiceFormControl } from './invoice-form-schema';
import { InvoiceStatusChip } from './invoice-status-chip';

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
      <FormDateField control={control} name="date" label={text.date} maxDate={latestDate} size="small" />
      <FormDateField control={control} name="dueDate" label={text.dueDate} minDate={date} size="small" />
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
