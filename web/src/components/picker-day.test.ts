import { act, renderHook } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { dayOf, usePickerDay } from './picker-day';

function pickerOn(firstDay: string) {
  const setDay = vi.fn();
  const hook = renderHook(({ day }) => usePickerDay(day, setDay), { initialProps: { day: firstDay } });
  return { ...hook, setDay };
}

describe('usePickerDay', () => {
  it("gives the picker the form's day, the same date at every render while the day stays", () => {
    const { result, rerender } = pickerOn('2026-11-29');
    const first = result.current.value;
    expect(dayOf(first)).toBe('2026-11-29');
    rerender({ day: '2026-11-29' });
    expect(result.current.value).toBe(first);
  });

  it('gives the picker back the very date it chose, and the form that day', () => {
    const { result, rerender, setDay } = pickerOn('2026-11-29');
    const typed = dayjs('2026-03-15');
    act(() => result.current.onChange(typed));
    expect(setDay).toHaveBeenLastCalledWith('2026-03-15');
    rerender({ day: '2026-03-15' });
    expect(result.current.value).toBe(typed);
  });

  it('keeps a half-typed date for the picker while the form holds no day', () => {
    const { result, rerender, setDay } = pickerOn('2026-11-29');
    const halfTyped = dayjs('0002-03-15T00:00:00').year(Number.NaN);
    act(() => result.current.onChange(halfTyped));
    expect(setDay).toHaveBeenLastCalledWith('');
    rerender({ day: '' });
    expect(result.current.value).toBe(halfTyped);
  });

  it('shows a day the form sets itself, and nothing once the form is emptied', () => {
    const { result, rerender } = pickerOn('2026-11-29');
    act(() => result.current.onChange(dayjs('2026-03-15')));
    rerender({ day: '2026-04-01' });
    expect(dayOf(result.current.value)).toBe('2026-04-01');
    rerender({ day: '' });
    expect(result.current.value).toBeNull();
  });
});
