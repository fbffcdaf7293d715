import type { TStatement } from '@domain/api/statements';

/** A member's link key, as the server makes them. */
export const TOKEN = 'Ha-DQmFuWZkDkT9WsszkURwRW9YtM2gx';
export const PATH = `/api/v2/statements/${TOKEN}`;

/** An opening balance of ₹1,200, bill 007 of ₹4,925, a credit note of ₹1,180 on it, ₹2,000 received. */
export const STATEMENT: TStatement = {
  businessName: 'Palm Grove Society',
  client: {
    name: 'Ramesh Iyer',
    flat: 'Block B, Flat B-304',
    parts: { block: 'B', floor: '', flat: 'B-304' },
  },
  from: '2026-04-01',
  to: '2026-11-26',
  openingBalance: 0,
  lines: [
    {
      date: '2026-04-01',
      kind: 'opening',
      reference: '',
      description: 'Opening balance (arrears brought forward)',
      debit: 1200,
      credit: 0,
      balance: 1200,
      invoiceId: null,
    },
    {
      date: '2026-11-22',
      kind: 'bill',
      reference: '007',
      description: 'Bill',
      debit: 4925,
      credit: 0,
      balance: 6125,
      invoiceId: 'inv-7',
    },
    {
      date: '2026-11-24',
      kind: 'credit_note',
      reference: 'CN-001',
      description: 'Credit note on 007: Lift shut for repairs',
      debit: 0,
      credit: 1180,
      balance: 4945,
      invoiceId: 'inv-7',
    },
    {
      date: '2026-11-25',
      kind: 'receipt',
      reference: 'R-001',
      description: 'UPI',
      debit: 0,
      credit: 2000,
      balance: 2945,
      invoiceId: null,
    },
  ],
  debits: 6125,
  credits: 3180,
  closingBalance: 2945,
  publicPath: `/m/${TOKEN}/statement`,
};
