import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAISE } from './money';
import { upiPayUri } from './upi';

const BILL = {
  upiId: 'society@okhdfcbank',
  payeeName: 'Green Park Society',
  balancePaise: 368_900,
  currency: 'INR',
  invoiceNumber: '007',
};

describe('upiPayUri', () => {
  it('holds the payee, the balance in rupees, INR and the invoice number, as NPCI’s URL form has them', () => {
    expect(upiPayUri(BILL)).toBe(
      'upi://pay?pa=society%40okhdfcbank&pn=Green%20Park%20Society&am=3689.00&cu=INR&tn=Invoice%20007',
    );
  });

  it('escapes what a name may hold, so no parameter can be added through it', () => {
    expect(upiPayUri({ ...BILL, payeeName: 'A&B Towers=1 + Co', balancePaise: 5 })).toBe(
      'upi://pay?pa=society%40okhdfcbank&pn=A%26B%20Towers%3D1%20%2B%20Co&am=0.05&cu=INR&tn=Invoice%20007',
    );
  });

  it('is null when nothing can be paid by UPI: no UPI ID, another currency, or nothing due', () => {
    expect(upiPayUri({ ...BILL, upiId: '' })).toBeNull();
    expect(upiPayUri({ ...BILL, upiId: null })).toBeNull();
    expect(upiPayUri({ ...BILL, currency: 'USD' })).toBeNull();
    expect(upiPayUri({ ...BILL, balancePaise: 0 })).toBeNull();
  });

  it('asks for exactly the balance, for any amount due', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PAISE }), (balancePaise) => {
        const uri = upiPayUri({ ...BILL, balancePaise }) ?? '';
        const amount = new URLSearchParams(uri.slice('upi://pay?'.length)).get('am') ?? '';
        expect(amount).toMatch(/^\d+\.\d{2}$/);
        const [rupees = '', paise = ''] = amount.split('.');
        expect(BigInt(rupees) * 100n + BigInt(paise)).toBe(BigInt(balancePaise));
      }),
    );
  });
});
