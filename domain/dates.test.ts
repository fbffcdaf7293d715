import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDateOfWritten,
  dayStartIn,
  daysBetween,
  daysInMonth,
  defaultDueDate,
  endOfMonth,
  isValidDateString,
  latestInvoiceDate,
  monthsStartedSince,
  toCalendarDate,
  todayIn,
} from './dates';

const calendarDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('isValidDateString', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2024-12-31', true],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['0000-01-01', false],
    ['2024-4-1', false],
    ['24-04-01', false],
    [' 2024-01-01', false],
    ['2024-01-01T00:00:00Z', false],
    ['2024/01/01', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isValidDateString(text)).toBe(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2024, 4, 30],
    [2024, 1, 31],
    [2024, 12, 31],
  ])('%d-%d has %d days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('todayIn', () => {
  it('reads the date in the given zone, not in UTC', () => {
    expect(todayIn('Asia/Kolkata', new Date('2024-01-31T18:29:59.999Z'))).toBe('2024-01-31');
    expect(todayIn('Asia/Kolkata', new Date('2024-01-31T18:30:00.000Z'))).toBe('2024-02-01');
    expect(todayIn('UTC', new Date('2024-01-31T18:30:00.000Z'))).toBe('2024-01-31');
    expect(todayIn('America/New_York', new Date('2024-03-01T04:59:59Z'))).toBe('2024-02-29');
    expect(todayIn('Asia/Kolkata', new Date('0099-06-15T12:00:00Z'))).toBe('0099-06-15');
  });

  it('rejects an unknown zone or an invalid date', () => {
    expect(() => todayIn('Mars/Olympus', new Date())).toThrow(RangeError);
    expect(() => todayIn('Asia/Kolkata', new Date(Number.NaN))).toThrow('now is an invalid Date');
  });

  it('agrees with toISOString in UTC', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (now) => {
          expect(todayIn('UTC', now)).toBe(now.toISOString().slice(0, 10));
        },
      ),
    );
  });
});

describe('toCalendarDate', () => {
  it('keeps a calendar date and reads instants in the zone', () => {
    expect(toCalendarDate('2024-05-31', 'Asia/Kolkata')).toBe('2024-05-31');
    expect(toCalendarDate('2024-05-31T18:30:00.000Z', 'Asia/Kolkata')).toBe('2024-06-01');
    expect(toCalendarDate('2024-05-31T18:29:59+00:00', 'Asia/Kolkata')).toBe('2024-05-31');
    expect(toCalendarDate(new Date('2024-05-31T18:30:00Z'), 'UTC')).toBe('2024-05-31');
  });

  it('accepts offsets and fractions of a second', () => {
    expect(toCalendarDate('2024-05-31T23:59+05:30', 'Asia/Kolkata')).toBe('2024-05-31');
    expect(toCalendarDate('2024-05-31T20:00:00.123456-04:00', 'Asia/Kolkata')).toBe('2024-06-01');
  });

  it.each([
    ['2024-02-30'],
    ['31/05/2024'],
    ['tomorrow'],
    [''],
    ['2024-02-30T00:00:00Z'],
    ['2024-05-31T10:00:00'],
    ['2024-05-31T25:00:00Z'],
    ['2024-05-31 10:00:00Z'],
  ])('rejects %j', (text) => {
    expect(() => toCalendarDate(text, 'Asia/Kolkata')).toThrow(RangeError);
  });
});

describe('endOfMonth', () => {
  it.each([
    ['2024-02-10', '2024-02-29'],
    ['2023-02-01', '2023-02-28'],
    ['2024-12-31', '2024-12-31'],
    ['2024-04-15', '2024-04-30'],
    ['2024-01-01', '2024-01-31'],
    ['1900-02-05', '1900-02-28'],
    ['2000-02-05', '2000-02-29'],
  ])('%s → %s', (date, expected) => {
    expect(endOfMonth(date)).toBe(expected);
  });

  it('rejects an invalid date', () => {
    expect(() => endOfMonth('2024-02-30')).toThrow('Expected a calendar date YYYY-MM-DD, got "2024-02-30"');
  });
});

describe('defaultDueDate', () => {
  it('is the end of the current month in the business zone', () => {
    expect(defaultDueDate(new Date('2024-01-31T18:30:00Z'), 'Asia/Kolkata')).toBe('2024-02-29');
    expect(defaultDueDate(new Date('2024-01-31T18:30:00Z'), 'UTC')).toBe('2024-01-31');
    expect(defaultDueDate(new Date('2023-02-01T00:00:00Z'), 'Asia/Kolkata')).toBe('2023-02-28');
    expect(defaultDueDate(new Date('2024-12-31T18:30:00Z'))).toBe('2025-01-31');
  });
});

describe('addDays', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-28', 2, '2024-03-01'],
    ['2023-12-31', 1, '2024-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-01-15', 0, '2024-01-15'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses a fractional day count', () => {
    expect(() => addDays('2024-01-15', 1.5)).toThrow(RangeError);
  });
});

describe('latestInvoiceDate', () => {
  it('is tomorrow in the business zone', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(latestInvoiceDate(new Date('2024-12-31T20:00:00Z'), 'Asia/Kolkata')).toBe('2025-01-02');
    expect(latestInvoiceDate(new Date('2024-12-31T20:00:00Z'), 'UTC')).toBe('2025-01-01');
  });
});

describe('daysBetween', () => {
  it.each([
    ['2024-01-01', '2024-12-31', 365],
    ['2023-01-01', '2023-12-31', 364],
    ['2024-02-28', '2024-03-01', 2],
    ['2024-03-01', '2024-02-28', -2],
    ['2024-05-05', '2024-05-05', 0],
    ['0001-01-01', '0001-01-02', 1],
    ['0099-12-31', '0100-01-01', 1],
  ])('%s → %s is %d days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('addMonths', () => {
  it.each([
    ['2024-01-15', 1, '2024-02-15'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-01-30', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-31'],
    ['2024-02-28', 1, '2024-03-28'],
    ['2024-02-29', 1, '2024-03-31'],
    ['2024-04-30', 1, '2024-05-31'],
    ['2024-01-31', 2, '2024-03-31'],
    ['2024-12-15', 1, '2025-01-15'],
    ['2024-03-15', -1, '2024-02-15'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-01-15', -13, '2022-12-15'],
    ['2024-01-15', 0, '2024-01-15'],
    ['2024-01-15', 120, '2034-01-15'],
  ])('%s + %d months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('rejects fractional months and dates out of range', () => {
    expect(() => addMonths('2024-01-15', 1.5)).toThrow(RangeError);
    expect(() => addMonths('9999-12-15', 1)).toThrow('Date out of range');
    expect(() => addMonths('0001-01-15', -1)).toThrow('Date out of range');
  });
});

describe('monthsStartedSince', () => {
  it.each([
    ['2024-01-15', '2024-01-14', 0],
    ['2024-01-15', '2023-06-01', 0],
    ['2024-01-15', '2024-01-15', 0],
    ['2024-01-15', '2024-01-16', 1],
    ['2024-01-15', '2024-02-15', 1],
    ['2024-01-15', '2024-02-16', 2],
    ['2024-01-15', '2024-03-15', 2],
    ['2024-01-15', '2024-03-16', 3],
    ['2024-01-15', '2025-01-16', 13],
    ['2024-01-31', '2024-02-01', 1],
    ['2024-01-31', '2024-02-29', 1],
    ['2024-01-31', '2024-03-01', 2],
    ['2024-01-31', '2024-03-31', 2],
    ['2024-01-31', '2024-04-01', 3],
    ['2023-01-31', '2023-02-28', 1],
    ['2023-01-31', '2023-03-01', 2],
    ['2023-02-28', '2023-03-28', 1],
    ['2023-02-28', '2023-03-31', 1],
    ['2023-02-28', '2023-04-01', 2],
    ['2024-01-30', '2024-02-29', 1],
    ['2024-01-30', '2024-03-01', 2],
    ['2024-01-30', '2024-03-30', 2],
    ['2024-01-30', '2024-03-31', 3],
    ['2023-12-31', '2024-01-01', 1],
    ['2023-12-31', '2024-02-01', 2],
  ])('due %s, today %s → %d', (dueDate, today, expected) => {
    expect(monthsStartedSince(dueDate, today)).toBe(expected);
  });

  it('rejects invalid dates', () => {
    expect(() => monthsStartedSince('2024-02-30', '2024-03-01')).toThrow(RangeError);
    expect(() => monthsStartedSince('2024-02-01', 'today')).toThrow(RangeError);
  });

  it('is zero exactly when today is not after the due date', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (dueDate, today) => {
        expect(monthsStartedSince(dueDate, today) === 0).toBe(today <= dueDate);
      }),
    );
  });

  it('never decreases as today moves on', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, calendarDate, (dueDate, first, second) => {
        const [earlier, later] = first <= second ? [first, second] : [second, first];
        expect(monthsStartedSince(dueDate, earlier)).toBeLessThanOrEqual(monthsStartedSince(dueDate, later));
      }),
    );
  });

  it('starts month k + 1 the day after the k-th monthly anniversary', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 60 }), (dueDate, months) => {
        const anniversary = addMonths(dueDate, months);
        expect(monthsStartedSince(dueDate, anniversary)).toBe(months);
        const nextDay = new Date(`${anniversary}T00:00:00Z`);
        nextDay.setUTCDate(nextDay.getUTCDate() + 1);
        expect(monthsStartedSince(dueDate, nextDay.toISOString().slice(0, 10))).toBe(months + 1);
      }),
    );
  });

  it('is at most the number of days late and at least days late / 31', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (dueDate, today) => {
        fc.pre(today > dueDate);
        const days = daysBetween(dueDate, today);
        const months = monthsStartedSince(dueDate, today);
        expect(months).toBeLessThanOrEqual(days);
        expect(months).toBeGreaterThanOrEqual(Math.ceil(days / 31));
      }),
    );
  });
});

describe('calendarDateOfWritten', () => {
  it('reads ISO dates and day-first dates, and nothing it would have to guess', () => {
    expect(calendarDateOfWritten('2026-03-31')).toBe('2026-03-31');
    expect(calendarDateOfWritten('31/03/2026')).toBe('2026-03-31');
    expect(calendarDateOfWritten('1/4/2026')).toBe('2026-04-01');
    expect(calendarDateOfWritten('29-02-2024')).toBe('2024-02-29');
    expect(calendarDateOfWritten('05.11.2025')).toBe('2025-11-05');
    for (const text of [
      '31/04/2026',
      '29/02/2025',
      '03/31/2026',
      '31/03/26',
      '31/03-2026',
      '2026/03/31',
      '',
      'today',
    ]) {
      expect(calendarDateOfWritten(text)).toBeUndefined();
    }
  });

  it('reads back every date it writes day first', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const [year, month, day] = date.split('-');
        expect(calendarDateOfWritten(`${day}/${month}/${year}`)).toBe(date);
      }),
    );
  });
});

describe('dayStartIn', () => {
  it('finds the instant a date begins in a zone, on either side of UTC and across a DST change', () => {
    expect(dayStartIn('2026-11-24', 'Asia/Kolkata').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(dayStartIn('2026-11-24', 'UTC').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(dayStartIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStartIn('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStartIn('2026-01-01', 'Asia/Kathmandu').toISOString()).toBe('2025-12-31T18:15:00.000Z');
  });
});
