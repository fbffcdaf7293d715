import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';

const DAY_FORMAT = 'YYYY-MM-DD';

/** A day as a form holds it: 'YYYY-MM-DD', or '' while it is not a whole, real day. */
export function dayOf(picked: Dayjs | null): string {
  return picked?.isValid() ? picked.format(DAY_FORMAT) : '';
}

/**
 * A date picker's value and change handler for a day a form holds as 'YYYY-MM-DD'. While the form
 * still holds what the picker last gave, the picker gets back that very value, a half-typed date
 * included, rather than a new date or null made from the form's text. The picker redraws its parts
 * from any value it did not give itself, and it blanks a date just typed whole when its previous value
 * was null and the page has not yet answered (a slow phone, a busy page), though the form keeps the day.
 */
export function usePickerDay(day: string, setDay: (day: string) => void) {
  const [picked, setPicked] = useState<{ day: string; value: Dayjs | null } | null>(null);
  const fromForm = useMemo(() => (day ? dayjs(day) : null), [day]);
  const onChange = (next: Dayjs | null) => {
    const nextDay = dayOf(next);
    setPicked({ day: nextDay, value: next });
    setDay(nextDay);
  };
  return { value: picked?.day === day ? picked.value : fromForm, onChange };
}
