import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityEntry, fieldLabel, valueText } from './activity-entry';

describe('an entry of the trail', () => {
  it('names fields as a reader would and reads values plainly', () => {
    expect(fieldLabel('subTotalPaise')).toBe('Sub total');
    expect(fieldLabel('dueDate')).toBe('Due date');
    expect(fieldLabel('name')).toBe('Name');
    expect(valueText(null)).toBe('—');
    expect(valueText(true)).toBe('Yes');
    expect(valueText(['A', 'B'])).toBe('A, B');
  });

  it('shows who did what, and each field before and after, amounts in rupees', () => {
    render(
      <ActivityEntry
        entry={{
          seq: 7,
          at: '2026-11-24T10:00:00.000Z',
          person: { _id: 'u-1', name: 'Ravi Kapoor' },
          address: '203.0.113.7',
          entity: 'invoice',
          entityId: 'inv-1',
          action: 'edit',
          changes: [
            { field: 'totalPaise', before: 354000, after: 413000 },
            { field: 'notes', before: null, after: 'Paid by cheque' },
            { field: 'dueDate', before: '2026-11-30', after: null },
          ],
        }}
      />,
    );
    expect(screen.getByRole('article', { name: 'Entry 7' })).toHaveTextContent(
      'Invoice · Changedby Ravi Kapoor',
    );
    expect(screen.getByText(': ₹3,540.00 → ₹4,130.00')).toBeInTheDocument();
    expect(screen.getByText(': Paid by cheque')).toBeInTheDocument();
    expect(screen.getByText(': was 2026-11-30')).toBeInTheDocument();
  });
});
