import { describe, expect, it } from 'vitest';
import { CHART_COLORS, STATUS_COLORS, statusColor } from './status-colors';

describe('colours', () => {
  it('colours Paid green, Partial blue and anything else red', () => {
    expect(statusColor('Paid')).toBe('#2e7d32');
    expect(statusColor('Partial')).toBe('#1976d2');
    expect(statusColor('Unpaid')).toBe('#d32f2f');
    expect(statusColor('Something else')).toBe('#d32f2f');
    expect(STATUS_COLORS).toEqual({ Paid: '#2e7d32', Partial: '#1976d2', Unpaid: '#d32f2f' });
  });

  it('colours the charts paid green, unpaid red, partial yellow', () => {
    expect(CHART_COLORS).toEqual({ paid: '#2e7d32', unpaid: '#d32f2f', partial: '#fbc02d' });
  });

  it('colours a quotation grey', () => {
    expect(statusColor('Quotation')).toBe('#616161');
  });
});
