import { describe, expect, it } from 'vitest';
import {
  closedMonthMessage,
  financialYearMonths,
  firstClosedMonth,
  monthLabel,
  monthOf,
} from './closed-books';

describe('closed books', () => {
  it('names months and the twelve of a financial year, April to March', () => {
    expect(monthOf('2026-11-24')).toBe('2026-11');
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(financialYearMonths(2025)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('finds the earliest closed month among a change’s dates, ignoring dates it does not have', () => {
    const closed = new Set(['2026-10', '2026-08']);
    expect(firstClosedMonth(['2026-11-02', '2026-10-31', null, '2026-08-01'], closed)).toBe('2026-08');
    expect(firstClosedMonth(['2026-11-30', undefined], closed)).toBeNull();
    expect(closedMonthMessage('2026-10')).toBe(
      'The books for October 2026 are closed: nothing dated in it can be added, changed or removed. The owner can reopen the month in Settings → Activity.',
    );
  });
});
