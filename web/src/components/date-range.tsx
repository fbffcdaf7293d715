import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';
import { dayOf } from './picker-day';

/** The range asked for in the address (?from=&to=), so a page's link keeps its period. */
export function useDateRange() {
  const [params, setParams] = useSearchParams();
  const range = {
    ...(params.get('from') ? { from: params.get('from') as string } : {}),
    ...(params.get('to') ? { to: params.get('to') as string } : {}),
  };
  const setDay = (which: 'from' | 'to', day: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(which, day);
        return next;
      },
      { replace: true },
    );
  return { range, setDay };
}

type DateRangeFieldsProps = {
  /** The period shown: the one the server answered for, so a day left out shows as it filled it; a day not chosen is blank. */
  range: { from?: string; to?: string } | undefined;
  onChange: (which: 'from' | 'to', day: string) => void;
};

/** From and To: the period a statement or a report covers, both days included. */
export function DateRangeFields({ range, onChange }: DateRangeFieldsProps) {
  const text = useText(COMPONENTS_TEXT);
  const field = (which: 'from' | 'to', label: string) => (
    <DatePicker
      label={label}
      value={range?.[which] ? dayjs(range[which]) : null}
      format="DD/MM/YYYY"
      onChange={(picked) => {
        // A half-typed date changes nothing: the period stays as it was until a whole day is typed.
        const day = dayOf(picked);
        if (day) onChange(which, day);
      }}
      slotProps={{ textField: { size: 'small', sx: { width: { xs: '100%', sm: 180 } } } }}
    />
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {field('from', text.from)}
        {field('to', text.to)}
      </Box>
    </LocalizationProvider>
  );
}
