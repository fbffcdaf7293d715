import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flatLabelOf,
  isBalanced,
  ledgerKeyOf,
  ledgerMasterXml,
  partyLedgerName,
  tallyAmount,
  tallyDate,
  tallyEnvelopeEnd,
  tallyEnvelopeStart,
  voucherXml,
} from './tally';

describe('tallyAmount', () => {
  it('writes rupees with exactly two decimals, from paise, either sign', () => {
    expect(tallyAmount(527_500)).toBe('5275.00');
    expect(tallyAmount(-527_500)).toBe('-5275.00');
    expect(tallyAmount(1)).toBe('0.01');
    expect(tallyAmount(-5)).toBe('-0.05');
    expect(tallyAmount(0)).toBe('0.00');
    expect(tallyAmount(12_345_678_901)).toBe('123456789.01');
    expect(() => tallyAmount(0.5)).toThrow(RangeError);
  });

  it('reads back as the same paise for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        const [rupees = '', decimals = ''] = tallyAmount(paise).split('.');
        expect(decimals).toHaveLength(2);
        expect(BigInt(rupees.replace('-', '')) * 100n + BigInt(decimals)).toBe(BigInt(Math.abs(paise)));
      }),
    );
  });
});

it('writes dates as YYYYMMDD', () => {
  expect(tallyDate('2026-11-01')).toBe('20261101');
});

describe('party ledgers', () => {
  it('names a flat’s party by block-flat and holder, a client without a flat by name', () => {
    expect(partyLedgerName({ block: 'A', flat: '101', name: 'Asha Rao' })).toBe('A-101 Asha Rao');
    expect(partyLedgerName({ block: 'A', flat: 'A-101', name: ' Asha  Rao ' })).toBe('A-101 Asha Rao');
    expect(partyLedgerName({ block: '', flat: '12', name: 'Ravi' })).toBe('12 Ravi');
    expect(partyLedgerName({ block: 'B', flat: '202', name: 'A&B\u001b <Co>' })).toBe('B-202 A&B <Co>');
    expect(partyLedgerName({ block: '', flat: '', name: 'Karnataka Lifts Pvt Ltd' })).toBe(
      'Karnataka Lifts Pvt Ltd',
    );
  });

  it('keeps the block when the flat only starts with its letter', () => {
    expect(flatLabelOf({ block: 'A', flat: 'AB-3' })).toBe('A-AB-3');
    expect(flatLabelOf({ block: 'B', flat: 'B1' })).toBe('B1');
  });

  it('compares ledger names as Tally does: trimmed, any case', () => {
    expect(ledgerKeyOf(' Output SGST ')).toBe(ledgerKeyOf('output sgst'));
  });
});

describe('the XML', () => {
  it('writes a ledger master with its group, a tax ledger with its GST duty', () => {
    expect(ledgerMasterXml({ name: 'A-101 A&B', group: 'Sundry Debtors' })).toBe(
      '   <TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="A-101 A&amp;B" ACTION="Create"><NAME>A-101 A&amp;B</NAME><PARENT>Sundry Debtors</PARENT></LEDGER></TALLYMESSAGE>\n',
    );
    expect(
      ledgerMasterXml({ name: 'Output CGST', group: 'Duties & Taxes', gstDutyHead: 'Central Tax' }),
    ).toContain(
      '<PARENT>Duties &amp; Taxes</PARENT><TAXTYPE>GST</TAXTYPE><GSTDUTYHEAD>Central Tax</GSTDUTYHEAD>',
    );
  });

  it('writes a debit negative and deemed positive, a credit positive, the party marked', () => {
    const xml = voucherXml({
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
    expect(xml).toContain(
      '<VOUCHER VCHTYPE="Sales" ACTION="Create"><DATE>20261101</DATE><VOUCHERTYPENAME>Sales</VOUCHERTYPENAME><VOUCHERNUMBER>INV-001</VOUCHERNUMBER><PARTYLEDGERNAME>A-101 Asha Rao</PARTYLEDGERNAME><NARRATION>Bill INV-001 for A-101, November 2026</NARRATION>',
    );
    expect(xml).toContain(
      '<ALLLEDGERENTRIES.LIST><LEDGERNAME>A-101 Asha Rao</LEDGERNAME><ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE><ISPARTYLEDGER>Yes</ISPARTYLEDGER><AMOUNT>-4925.00</AMOUNT></ALLLEDGERENTRIES.LIST>',
    );
    expect(xml).toContain(
      '<ALLLEDGERENTRIES.LIST><LEDGERNAME>Maintenance</LEDGERNAME><ISDEEMEDPOSITIVE>No</ISDEEMEDPOSITIVE><AMOUNT>3750.00</AMOUNT></ALLLEDGERENTRIES.LIST>',
    );
  });

  it('never writes a voucher that does not balance', () => {
    const voucher = {
      type: 'Receipt' as const,
      date: '2026-11-02',
      number: 'R-001',
      party: 'A-101 Asha Rao',
      narration: 'UPI',
      entries: [
        { ledger: 'Bank Account', debitPaise: 100 },
        { ledger: 'A-101 Asha Rao', debitPaise: -99, isParty: true },
      ],
    };
    expect(isBalanced(voucher)).toBe(false);
    expect(() => voucherXml(voucher)).toThrow('voucher R-001 does not balance');
  });

  it('opens and closes one import envelope', () => {
    expect(tallyEnvelopeStart()).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
    expect(tallyEnvelopeStart()).toContain('<REPORTNAME>All Masters</REPORTNAME>');
    expect(`${tallyEnvelopeStart()}${tallyEnvelopeEnd()}`).toMatch(/<ENVELOPE>[\s\S]*<\/ENVELOPE>\n$/);
  });
});
