import { EXPORT_FIRST_YEAR, EXPORT_LAST_YEAR } from '@domain/api/payment-export';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useText } from '../../../lib/text';
import { DASHBOARD_TEXT } from '../dashboard-text';

const FIRST_MONTH = dayjs(`${EXPORT_FIRST_YEAR}-01-01`);
const LAST_MONTH = dayjs(`${EXPORT_LAST_YEAR}-12-31`);

type MonthDialogProps = { onClose: () => void; onExport: (dayOfMonth: string) => void };

/** A month and year the export accepts (2000 to 2050), loaded with the date pickers when first asked for. */
export default function ExportMonthDialog({ onClose, onExport }: MonthDialogProps) {
  const [month, setMonth] = useState<Dayjs | null>(dayjs());
  const text = useText(DASHBOARD_TEXT);
  const isValid = Boolean(month?.isValid()) && !month?.isBefore(FIRST_MONTH) && !month?.isAfter(LAST_MONTH);
  return (
    <Dialog open onClose={onClose} aria-labelledby="export-month-title">
      <DialogTitle id="export-month-title">{text.exportMonthTitle}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DatePicker
            label={text.month}
            views={['year', 'month']}
            openTo="month"
            format="MMMM YYYY"
            value={month}
            minDate={FIRST_MONTH}
            maxDate={LAST_MONTH}
            onChange={setMonth}
            slotProps={{
              textField: {
                fullWidth: true,
                error: !isValid,
                helperText: isValid ? ' ' : text.monthBetween(EXPORT_FIRST_YEAR, EXPORT_LAST_YEAR),
              },
            }}
          />
        </LocalizationProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.cancel}</Button>
        <Button
          variant="contained"
          disabled={!isValid}
          onClick={() => month && onExport(month.startOf('month').format('YYYY-MM-DD'))}
        >
          {text.export}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
