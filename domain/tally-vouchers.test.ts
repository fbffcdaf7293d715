import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTEREST_LINE_NAME } from './api/interest';
import { isBalanced } from './tally';
import { defaultFixedLedgers } from './tally-mapping';
import {
  billTaxKindOf,
  creditNoteTaxesOf,
  creditNoteVoucherOf,
  receiptVoucherOf,
  reversalVoucherOf,
  salesVoucherOf,
  type TallyBill,
  type TallyBillLine,
  type TallyLedgerNames,
} from './tally-vouchers';

const names: TallyLedgerNames = {
  ...defaultFixedLedgers(),
  heads: new Map([
    ['maintenance', 'Maintenance'],
    ['sinking', 'Sinking Fund'],
  ]),
};
const asha = { block: 'A', flat: '101', name: 'Asha Rao' };

const taxed = (cgst: number, sgst: number, igst = 0) => ({ taxes: { cgst, sgst, igst } });
const line = (
  itemName: string,
  amountPaise: number,
  billHeadId: string | null,
  tax: TallyBillLine['tax'],
) => ({
  itemName,
  amountPaise,
  billHeadId,
  tax,
});

function bill(values: Partial<TallyBill>): TallyBill {
  return {
    invoiceNumber: 'INV-001',
    date: '2026-11-01',
    billingPeriod: '2026-11',
    subTotalPaise: 0,
    gstPaise: 0,
    totalPaise: 0,
    placeOfSupply: '27',
    client: asha,
    ...values,
  };
}

describe('a sale', () => {
  it('debits the party the total and credits income per ledger, CGST and SGST, no round-off of 0', () => {
    const voucher = salesVoucherOf(
      bill({ subTotalPaise: 425_000, gstPaise: 67_500, totalPaise: 492_500 }),
      [
        line('Maintenance', 375_000, 'maintenance', taxed(33_750, 33_750)),
        line('Sinking fund', 50_000, 'sinking', taxed(0, 0)),
      ],
      names,
      '27',
    );
    expect(voucher).toEqual({
      type: 'Sales',
      date: '2026-11-01',
      number: 'INV-001',
      party: 'A-101 Asha Rao',
      narration: 'Bill INV-001 for A-101, November 2026',
      entries: [
        { ledger: 'A-101 Asha Rao', debitPaise: 492_500, isParty: true },
        { ledger: 'Maintenance', debitPaise: -375_000 },
        { ledger: 'Sinking Fund', debitPaise: -50_000 },
        { ledger: 'Output CGST', debitPaise: -33_750 },
        { ledger: 'Output SGST', debitPaise: -33_750 },
      ],
    });
  });

  it('sums lines of one ledger, posts interest and lines under no head or a deleted head, and the round-off either way', () => {
    const lines = [
      line('Maintenance', 100_000, 'maintenance', taxed(9_000, 9_000)),
      line('Lift', 20_000, 'maintenance', taxed(1_800, 1_800)),
      line(INTEREST_LINE_NAME, 1_234, null, taxed(0, 0)),
      line('Bounce charge', 59_000, null, taxed(0, 0)),
      line('Old water', 9_925, 'deleted-head', taxed(0, 0)),
    ];
    // 1,901.59 + 216.00 = 2,117.59 → 2,118.00: round-off 0.41 credited.
    const up = salesVoucherOf(
      bill({ subTotalPaise: 190_159, gstPaise: 21_600, totalPaise: 211_800, billingPeriod: null }),
      lines,
      names,
      '27',
    );
    expect(up.entries).toEqual([
      { ledger: 'A-101 Asha Rao', debitPaise: 211_800, isParty: true },
      { ledger: 'Maintenance', debitPaise: -120_000 },
      { ledger: 'Interest on Arrears', debitPaise: -1_234 },
      { ledger: 'Other Charges', debitPaise: -68_925 },
      { ledger: 'Output CGST', debitPaise: -10_800 },
      { ledger: 'Output SGST', debitPaise: -10_800 },
      { ledger: 'Round Off', debitPaise: -41 },
    ]);
    expect(up.narration).toBe('Bill INV-001 for A-101, November 2026');
    // … → 2,117.00: round-off 0.59 debited.
    const down = salesVoucherOf(
      bill({ subTotalPaise: 190_159, gstPaise: 21_600, totalPaise: 211_700 }),
      lines,
      names,
      '27',
    );
    expect(down.entries.at(-1)).toEqual({ ledger: 'Round Off', debitPaise: 59 });
    expect(isBalanced(up) && isBalanced(down)).toBe(true);
  });

  it('credits IGST on a bill to another state', () => {
    const voucher = salesVoucherOf(
      bill({
        subTotalPaise: 83_333,
        gstPaise: 1_667,
        totalPaise: 85_000,
        placeOfSupply: '29',
        client: { block: '', flat: '', name: 'Karnataka Lifts' },
      }),
      [
        line('Parking', 33_333, null, taxed(0, 0, 1_667)),
        line('Sinking fund', 50_000, 'sinking', taxed(0, 0, 0)),
      ],
      names,
      '27',
    );
    expect(voucher.party).toBe('Karnataka Lifts');
    expect(voucher.narration).toBe('Bill INV-001 for Karnataka Lifts, November 2026');
    expect(voucher.entries).toEqual([
      { ledger: 'Karnataka Lifts', debitPaise: 85_000, isParty: true },
      { ledger: 'Other Charges', debitPaise: -33_333 },
      { ledger: 'Sinking Fund', debitPaise: -50_000 },
      { ledger: 'Output IGST', debitPaise: -1_667 },
    ]);
  });

  it('splits an older bill’s single GST in exact halves within the state, else posts it whole', () => {
    const older = [line('Maintenance', 312_625, null, null)];
    const even = salesVoucherOf(
      bill({ subTotalPaise: 312_625, gstPaise: 56_272, totalPaise: 368_900 }),
      older,
      names,
      '27',
    );
    expect(even.entries.filter((entry) => entry.ledger.startsWith('Output'))).toEqual([
      { ledger: 'Output CGST', debitPaise: -28_136 },
      { ledger: 'Output SGST', debitPaise: -28_136 },
    ]);
    const odd = salesVoucherOf(
      bill({ subTotalPaise: 312_625, gstPaise: 56_273, totalPaise: 368_900 }),
      older,
      names,
      '27',
    );
    expect(odd.entries.filter((entry) => entry.ledger.startsWith('Output'))).toEqual([
      { ledger: 'Output GST', debitPaise: -56_273 },
    ]);
    const unknownState = salesVoucherOf(
      bill({ subTotalPaise: 312_625, gstPaise: 56_272, totalPaise: 368_900 }),
      older,
      names,
      null,
    );
    expect(unknownState.entries.filter((entry) => entry.ledger.startsWith('Output'))).toEqual([
      { ledger: 'Output GST', debitPaise: -56_272 },
    ]);
  });

  it('always balances', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e8 }), fc.boolean()), {
          maxLength: 8,
        }),
        fc.integer({ min: -99, max: 99 }),
        (figures, roundOff) => {
          const lines = figures.map(([amount, tax, head]) =>
            line('Line', amount, head ? 'maintenance' : null, taxed(tax, tax)),
          );
          const subTotal = figures.reduce((sum, [amount]) => sum + amount, 0);
          const gst = figures.reduce((sum, [, tax]) => sum + 2 * tax, 0);
          const voucher = salesVoucherOf(
            bill({ subTotalPaise: subTotal, gstPaise: gst, totalPaise: subTotal + gst + roundOff }),
            lines,
            names,
            '27',
          );
          expect(isBalanced(voucher)).toBe(true);
        },
      ),
    );
  });
});

describe('a credit note', () => {
  it('reverses GST as its bill named it: half-up to CGST, the rest SGST; IGST; or the single figure', () => {
    expect(creditNoteTaxesOf(6_751, 'cgst-sgst')).toEqual({ cgst: 3_376, sgst: 3_375, igst: 0, gst: 0 });
    expect(creditNoteTaxesOf(6_751, 'igst')).toEqual({ cgst: 0, sgst: 0, igst: 6_751, gst: 0 });
    expect(creditNoteTaxesOf(6_751, 'gst')).toEqual({ cgst: 0, sgst: 0, igst: 0, gst: 6_751 });
    const bill = { gstPaise: 1_667, placeOfSupply: '29' };
    expect(billTaxKindOf(bill, [line('Parking', 33_333, null, taxed(0, 0, 1_667))], '27')).toBe('igst');
    expect(
      billTaxKindOf({ gstPaise: 67_500, placeOfSupply: null }, [line('M', 375_000, null, null)], '27'),
    ).toBe('cgst-sgst');
  });

  it('debits income per credited line and the GST, and credits the party the note’s total', () => {
    const voucher = creditNoteVoucherOf(
      {
        number: 'CN-001',
        issuedOn: '2026-11-20',
        reason: 'Area corrected by the committee',
        subTotalPaise: 37_500,
        gstPaise: 6_750,
        roundOffPaise: 0,
        totalPaise: 44_250,
        lines: [
          {
            itemName: 'Maintenance',
            amountPaise: 37_500,
            billLine: { itemName: 'Maintenance', billHeadId: 'maintenance' },
          },
        ],
      },
      { client: asha, invoiceNumber: 'INV-001' },
      'cgst-sgst',
      names,
    );
    expect(voucher).toEqual({
      type: 'Credit Note',
      date: '2026-11-20',
      number: 'CN-001',
      party: 'A-101 Asha Rao',
      narration: 'Area corrected by the committee (bill INV-001)',
      entries: [
        { ledger: 'Maintenance', debitPaise: 37_500 },
        { ledger: 'Output CGST', debitPaise: 3_375 },
        { ledger: 'Output SGST', debitPaise: 3_375 },
        { ledger: 'A-101 Asha Rao', debitPaise: -44_250, isParty: true },
      ],
    });
  });
});

describe('receipts', () => {
  const receipt = {
    number: 'R-007',
    datePaid: '2026-11-05',
    amountPaise: 100_000,
    paymentMethod: 'Cheque',
    reference: '004512 HDFC',
    reversedOn: null,
    reversalReason: '',
    client: asha,
  };

  it('puts cash in the cash box and everything else in the bank, from the party', () => {
    expect(receiptVoucherOf(receipt, names)).toEqual({
      type: 'Receipt',
      date: '2026-11-05',
      number: 'R-007',
      party: 'A-101 Asha Rao',
      narration: 'Cheque, 004512 HDFC',
      entries: [
        { ledger: 'Bank Account', debitPaise: 100_000 },
        { ledger: 'A-101 Asha Rao', debitPaise: -100_000, isParty: true },
      ],
    });
    expect(receiptVoucherOf({ ...receipt, paymentMethod: 'Cash', reference: '' }, names).entries[0]).toEqual({
      ledger: 'Cash',
      debitPaise: 100_000,
    });
    expect(reversalVoucherOf(receipt, names)).toBeNull();
  });

  it('puts a bounced cheque back on the party on the day it was reversed', () => {
    expect(
      reversalVoucherOf({ ...receipt, reversedOn: '2026-11-09', reversalReason: 'Cheque bounced' }, names),
    ).toEqual({
      type: 'Journal',
      date: '2026-11-09',
      number: 'R-007',
      party: 'A-101 Asha Rao',
      narration: 'Receipt R-007 reversed: Cheque bounced',
      entries: [
        { ledger: 'A-101 Asha Rao', debitPaise: 100_000, isParty: true },
        { ledger: 'Bank Account', debitPaise: -100_000 },
      ],
    });
  });
});
