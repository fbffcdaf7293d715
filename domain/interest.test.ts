import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  billInterestOf,
  type InterestSource,
  type InterestTerms,
  interestPeriodText,
  postingInterestOf,
  principalOf,
  segmentWorkingText,
  yearDaysOf,
} from './interest';

/** 21 % a year, no grace, no minimum, charged from long ago. */
const TERMS: InterestTerms = {
  rateBasisPoints: 2100,
  graceDays: 0,
  minimumPaise: 0,
  chargeFrom: '2020-01-01',
};

/** INV 007: ₹4,925 due 11 Oct 2026, unpaid, never charged. */
function bill(overrides: Partial<InterestSource> = {}): InterestSource {
  return {
    id: 'bill-007',
    invoiceNumber: '007',
    dueDate: '2026-10-11',
    principalPaise: 492_500,
    payments: [],
    chargedUntil: null,
    ...overrides,
  };
}

describe('billInterestOf', () => {
  it('charges 12 Oct – 30 Nov (49 days) × ₹4,925 × 21 % ÷ 365 = ₹138.84', () => {
    expect(billInterestOf(bill(), TERMS, '2026-11-30')).toEqual({
      source: { id: 'bill-007', invoiceNumber: '007', dueDate: '2026-10-11' },
      from: '2026-10-12',
      to: '2026-11-30',
      days: 49,
      rateBasisPoints: 2100,
      segments: [{ from: '2026-10-12', to: '2026-11-30', days: 49, principalPaise: 492_500, yearDays: 365 }],
      // 4,925 × 0.21 × 49 ÷ 365 = 138.8445…
      amountPaise: 13_884,
    });
  });

  it('follows a partial payment by its date, across a month boundary', () => {
    // Due 30 Sep; ₹2,000 paid on 20 Oct; billed 15 Nov: 19 days on ₹4,925, then 26 on ₹2,925.
    const interest = billInterestOf(
      bill({ dueDate: '2026-09-30', payments: [{ date: '2026-10-20', paise: 200_000 }] }),
      TERMS,
      '2026-11-15',
    );
    expect(interest?.segments).toEqual([
      { from: '2026-10-01', to: '2026-10-20', days: 19, principalPaise: 492_500, yearDays: 365 },
      { from: '2026-10-20', to: '2026-11-15', days: 26, principalPaise: 292_500, yearDays: 365 },
    ]);
    expect(interest?.days).toBe(45);
    // (4,925 × 19 + 2,925 × 26) × 0.21 ÷ 365 = 97.5925…
    expect(interest?.amountPaise).toBe(9_759);
  });

  it('stops the day the bill is paid in full, and a payment on the first late day costs nothing', () => {
    const paidLate = bill({ payments: [{ date: '2026-10-15', paise: 492_500 }] });
    expect(billInterestOf(paidLate, TERMS, '2026-11-30')).toMatchObject({
      from: '2026-10-12',
      to: '2026-10-15',
      days: 3,
      amountPaise: 850,
    });
    const paidOnTheFirstLateDay = bill({ payments: [{ date: '2026-10-12', paise: 492_500 }] });
    expect(billInterestOf(paidOnTheFirstLateDay, TERMS, '2026-11-30')).toBeNull();
  });

  it('counts a leap year’s days, 29 February too, at ÷ 366', () => {
    const february = billInterestOf(
      bill({ dueDate: '2028-01-31', principalPaise: 1_000_000 }),
      TERMS,
      '2028-03-01',
    );
    // 1 – 29 Feb 2028: 29 days × ₹10,000 × 21 % ÷ 366 = 166.39…
    expect(february).toMatchObject({ from: '2028-02-01', to: '2028-03-01', days: 29, amountPaise: 16_639 });
    expect(february?.segments).toEqual([
      { from: '2028-02-01', to: '2028-03-01', days: 29, principalPaise: 1_000_000, yearDays: 366 },
    ]);
  });

  it('splits at the new year: 2027’s days at ÷ 365, 2028’s at ÷ 366, rounded once', () => {
    const interest = billInterestOf(
      bill({ dueDate: '2027-12-15', principalPaise: 1_000_000 }),
      TERMS,
      '2028-01-15',
    );
    expect(interest?.segments).toEqual([
      { from: '2027-12-16', to: '2028-01-01', days: 16, principalPaise: 1_000_000, yearDays: 365 },
      { from: '2028-01-01', to: '2028-01-15', days: 14, principalPaise: 1_000_000, yearDays: 366 },
    ]);
    // 2,100 × (16 ÷ 365 + 14 ÷ 366) = 172.38…
    expect(interest?.amountPaise).toBe(17_238);
  });

  it('starts after the grace days', () => {
    const terms = { ...TERMS, graceDays: 10 };
    expect(billInterestOf(bill(), terms, '2026-11-30')).toMatchObject({ from: '2026-10-22', days: 39 });
    const paidWithinGrace = bill({ payments: [{ date: '2026-10-21', paise: 492_500 }] });
    expect(billInterestOf(paidWithinGrace, terms, '2026-11-30')).toBeNull();
    const paidAfterGrace = bill({ payments: [{ date: '2026-10-25', paise: 492_500 }] });
    // 22, 23, 24 Oct: 3 days.
    expect(billInterestOf(paidAfterGrace, terms, '2026-11-30')).toMatchObject({ days: 3, amountPaise: 850 });
  });

  it('never charges a day before the business started charging interest', () => {
    const interest = billInterestOf(bill(), { ...TERMS, chargeFrom: '2026-11-01' }, '2026-11-30');
    expect(interest).toMatchObject({ from: '2026-11-01', days: 29 });
  });

  it('never charges days already charged: the next charge starts where the last ended', () => {
    const first = billInterestOf(bill(), TERMS, '2026-10-31');
    expect(first).toMatchObject({ from: '2026-10-12', to: '2026-10-31', days: 19, amountPaise: 5_384 });
    const second = billInterestOf(bill({ chargedUntil: first?.to ?? null }), TERMS, '2026-11-30');
    expect(second).toMatchObject({ from: '2026-10-31', to: '2026-11-30', days: 30, amountPaise: 8_501 });
    // A bill dated within days already charged charges nothing.
    expect(billInterestOf(bill({ chargedUntil: '2026-11-30' }), TERMS, '2026-11-20')).toBeNull();
  });

  it('charges nothing on a bill not yet late, or owing nothing of its principal', () => {
    expect(billInterestOf(bill(), TERMS, '2026-10-12')).toBeNull();
    expect(billInterestOf(bill({ principalPaise: 0 }), TERMS, '2026-11-30')).toBeNull();
  });
});

describe('principalOf', () => {
  it('is what a bill claims less the interest it carries: interest never earns interest', () => {
    // A bill of ₹5,064 carrying ₹138.84 of interest earns interest on ₹4,925.16 only.
    expect(principalOf(506_400, 13_884)).toBe(492_516);
    expect(principalOf(10_000, 13_884)).toBe(0);
  });

  it('lets a payment settle the principal first, so a bill owing only its interest earns none', () => {
    const carrying = bill({ principalPaise: principalOf(506_400, 13_884) });
    const paidPrincipal = { ...carrying, payments: [{ date: '2026-10-11', paise: 492_516 }] };
    expect(billInterestOf(paidPrincipal, TERMS, '2026-11-30')).toBeNull();
  });
});

describe('postingInterestOf', () => {
  const older = bill({ id: 'bill-006', invoiceNumber: '006', dueDate: '2026-09-30' });

  it('sums each bill’s charge and charges it when it reaches the minimum', () => {
    const posting = postingInterestOf([older, bill()], { ...TERMS, minimumPaise: 1_000 }, '2026-11-30');
    // 006: 1 Oct – 30 Nov, 60 days = 170.01…; 007: 138.84.
    expect(posting.bills.map((entry) => [entry.source.invoiceNumber, entry.days, entry.amountPaise])).toEqual(
      [
        ['006', 60, 17_001],
        ['007', 49, 13_884],
      ],
    );
    expect(posting).toMatchObject({ totalPaise: 30_885, isBelowMinimum: false, chargedPaise: 30_885 });
  });

  it('charges nothing when the posting comes to less than the minimum', () => {
    const paidLate = bill({ payments: [{ date: '2026-10-15', paise: 492_500 }] });
    const posting = postingInterestOf([paidLate], { ...TERMS, minimumPaise: 1_000 }, '2026-11-30');
    expect(posting).toMatchObject({ totalPaise: 850, isBelowMinimum: true, chargedPaise: 0 });
    expect(postingInterestOf([paidLate], { ...TERMS, minimumPaise: 850 }, '2026-11-30').chargedPaise).toBe(
      850,
    );
  });

  it('leaves out bills whose days come to less than half a paisa', () => {
    const tiny = bill({ principalPaise: 10 });
    expect(postingInterestOf([tiny], TERMS, '2026-10-13')).toEqual({
      bills: [],
      totalPaise: 0,
      isBelowMinimum: false,
      chargedPaise: 0,
    });
  });

  it('splitting a bill’s days over two postings changes the sum by at most a paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 800 }),
        fc.integer({ min: 1, max: 800 }),
        (principalPaise, rateBasisPoints, firstDays, secondDays) => {
          const terms = { ...TERMS, rateBasisPoints };
          const source = bill({ principalPaise, dueDate: '2027-06-30' });
          const middle = addDays('2027-07-01', firstDays);
          const end = addDays(middle, secondDays);
          const whole = billInterestOf(source, terms, end);
          const first = billInterestOf(source, terms, middle);
          const second = billInterestOf({ ...source, chargedUntil: middle }, terms, end);
          expect(whole?.days).toBe(firstDays + secondDays);
          expect((first?.days ?? 0) + (second?.days ?? 0)).toBe(firstDays + secondDays);
          const split = (first?.amountPaise ?? 0) + (second?.amountPaise ?? 0);
          expect(Math.abs(split - (whole?.amountPaise ?? 0))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('how the calculation reads', () => {
  it('writes the period and each stretch’s working', () => {
    expect(interestPeriodText('2026-10-12', '2026-11-30')).toBe('12 Oct – 30 Nov 2026');
    expect(interestPeriodText('2027-12-16', '2028-01-15')).toBe('16 Dec 2027 – 15 Jan 2028');
    expect(
      segmentWorkingText(
        { from: '2026-10-12', to: '2026-11-30', days: 49, principalPaise: 492_500, yearDays: 365 },
        2100,
        'INR',
      ),
    ).toBe('49 days × ₹4,925.00 × 21 % ÷ 365');
    expect(
      segmentWorkingText(
        { from: '2028-02-28', to: '2028-02-29', days: 1, principalPaise: 1_000_000, yearDays: 366 },
        1850,
        'INR',
      ),
    ).toBe('1 day × ₹10,000.00 × 18.5 % ÷ 366');
  });

  it('knows a leap year’s days', () => {
    expect(yearDaysOf('2028-02-29')).toBe(366);
    expect(yearDaysOf('2100-03-01')).toBe(365);
    expect(yearDaysOf('2000-03-01')).toBe(366);
    expect(yearDaysOf('2026-11-30')).toBe(365);
  });
});
