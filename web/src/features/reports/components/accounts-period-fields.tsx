import { accountsPeriodOf } from '@domain/accounts-period';
import { EXPORT_FIRST_YEAR, EXPORT_LAST_YEAR } from '@domain/api/payment-export';
import { financialYearLabel, financialYearOf } from '@domain/fy-numbering';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { useText } from '../../../lib/text';
import { ACCOUNTS_TEXT } from '../text/accounts-text';

/** Today's month ('2026-11') in the browser's calendar. */
function thisMonth(): string {
  return dayjs().format('YYYY-MM');
}

/**
 * The period in the address (?period=2026-11 or ?period=2026-27), so a link keeps it; this month
 * when it names none (or nothing the exports take).
 */
export function useAccountsPeriod() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period') ?? '';
  const period = accountsPeriodOf(asked) ? asked : thisMonth();
  const setPeriod = (next: string) =>
    setParams(
      (previous) => {
        const changed = new URLSearchParams(previous);
        changed.set('period', next);
        return changed;
      },
      { replace: true },
    );
  return { period, setPeriod };
}

/**
 * The financial years offered, the latest first: from this one (or a later one the address chose)
 * back to the first the exports take.
 */
function financialYears(chosen: string): string[] {
  const current = financialYearOf(dayjs().format('YYYY-MM-DD'));
  const latest = Math.min(Math.max(current, Number(chosen.slice(0, 4)) || current), EXPORT_LAST_YEAR);
  return Array.from({ length: latest - EXPORT_FIRST_YEAR + 1 }, (_, index) =>
    financialYearLabel(latest - index),
  );
}

type AccountsPeriodFieldsProps = { period: string; onChange: (period: string) => void };

/** A month or a financial year (1 April to 31 March): the period every export of the page covers. */
export function AccountsPeriodFields({ period, onChange }: AccountsPeriodFieldsProps) {
  const text = useText(ACCOUNTS_TEXT);
  const chosen = accountsPeriodOf(period);
  const kind = chosen?.kind ?? 'month';
  const switchKind = (next: 'month' | 'year' | null) => {
    if (!next || next === kind || !chosen) return;
    // A month becomes its financial year; a year becomes its last month that has begun.
    if (next === 'year') onChange(financialYearLabel(financialYearOf(chosen.from)));
    else
      onChange(
        chosen.months.filter((month) => month <= thisMonth()).at(-1) ?? chosen.months[0] ?? thisMonth(),
      );
  };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind}
        onChange={(_event, next: 'month' | 'year' | null) => switchKind(next)}
        aria-label={text.period}
      >
        <ToggleButton value="month">{text.month}</ToggleButton>
        <ToggleButton value="year">{text.financialYear}</ToggleButton>
      </ToggleButtonGroup>
      {kind === 'month' ? (
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DatePicker
            label={text.month}
            views={['year', 'month']}
            openTo="month"
            format="MMMM YYYY"
            value={dayjs(`${period}-01`)}
            minDate={dayjs(`${EXPORT_FIRST_YEAR}-01-01`)}
            maxDate={dayjs(`${EXPORT_LAST_YEAR}-12-31`)}
            onChange={(day) => {
              if (day?.isValid()) onChange(day.format('YYYY-MM'));
            }}
            slotProps={{ textField: { size: 'small', sx: { width: { xs: '100%', sm: 200 } } } }}
          />
        </LocalizationProvider>
      ) : (
        <TextField
          select
          size="small"
          label={text.financialYear}
          value={period}
          onChange={(event) => onChange(event.target.value)}
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          {financialYears(period).map((year) => (
            <MenuItem key={year} value={year}>
              {text.fy(year)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
