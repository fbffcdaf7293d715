import type { TStatement } from '@domain/api/statements';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';

/** The range asked for in the address (?from=&to=), so a statement's link keeps its period. */
export function useStatementRange() {
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

type StatementRangeProps = {
  statement: TStatement | undefined;
  onChange: (which: 'from' | 'to', day: string) => void;
};

/** From and To: the period the statement covers (the financial year so far unless changed). */
export function StatementRange({ statement, onChange }: StatementRangeProps) {
  const field = (which: 'from' | 'to', label: string) => (
    <DatePicker
      label={label}
      value={statement ? dayjs(statement[which]) : null}
      format="DD/MM/YYYY"
      onChange={(day) => {
        if (day?.isValid()) onChange(which, day.format('YYYY-MM-DD'));
      }}
      slotProps={{ textField: { size: 'small', sx: { width: { xs: '100%', sm: 180 } } } }}
    />
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {field('from', 'From')}
        {field('to', 'To')}
      </Box>
    </LocalizationProvider>
  );
}
