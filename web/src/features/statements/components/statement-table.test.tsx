import type { TStatement } from '@domain/api/statements';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StatementTable } from './statement-table';

/** A flat billed ₹4,925 on bill 007, ₹1,180 of it taken off by a credit note, ₹2,000 paid. */
const STATEMENT: TStatement = {
  businessName: 'Palm Grove Society',
  client: { name: 'Ramesh Iyer', flat: 'B-304' },
  from: '2026-04-01',
  to: '2026-11-26',
  openingBalance: 0,
  lines: [
    {
      date: '2026-11-22',
      kind: 'bill',
      reference: '007',
      description: 'Bill',
      debit: 4925,
      credit: 0,
      balance: 4925,
      invoiceId: 'inv-7',
    },
    {
      date: '2026-11-24',
      kind: 'credit_note',
      reference: 'CN-001',
      description: 'Credit note on 007: Lift shut for repairs',
      debit: 0,
      credit: 1180,
      balance: 3745,
      invoiceId: 'inv-7',
    },
    {
      date: '2026-11-25',
      kind: 'receipt',
      reference: 'R-001',
      description: 'UPI',
      debit: 0,
      credit: 2000,
      balance: 1745,
      invoiceId: null,
    },
  ],
  debits: 4925,
  credits: 3180,
  closingBalance: 1745,
  publicPath: '/statement/token-1',
};

function renderStatement() {
  return renderWithProviders(
    <StatementTable statement={STATEMENT} billPath={(invoiceId) => `/auth/invoice/${invoiceId}`} />,
  );
}

describe('a statement’s credit note', () => {
  it('reads as a credit on its day, its number opening the bill it corrected, in the table', () => {
    renderStatement();
    const row = screen.getByRole('row', { name: /CN-001/ });
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '24 Nov 2026',
      'CN-001',
      'Credit note on 007: Lift shut for repairs',
      '',
      '₹1,180.00',
      '₹3,745.00 Dr',
    ]);
    expect(within(row).getByRole('link', { name: 'CN-001' })).toHaveAttribute('href', '/auth/invoice/inv-7');
  });

  it('reads the same on a phone’s card, taken off the balance', () => {
    renderStatement();
    const card = within(screen.getByRole('list', { name: 'Statement entries' }))
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('CN-001'));
    expect(card?.textContent).toBe(
      '24 Nov 2026 · CN-001− ₹1,180.00Credit note on 007: Lift shut for repairs₹3,745.00 Dr',
    );
    expect(within(card as HTMLElement).getByRole('link', { name: 'CN-001' })).toHaveAttribute(
      'href',
      '/auth/invoice/inv-7',
    );
  });
});
