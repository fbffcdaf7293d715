import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Gstr1Bill,
  type Gstr1CreditNote,
  type Gstr1Line,
  type Gstr1Return,
  gstr1Builder,
  seriesOf,
} from './gstr1';
import schema from './gstr1.schema.json';
import { gstr1JsonOf } from './gstr1-json';
import { lineTaxOf, type TaxExemption } from './invoice-tax';
import { roundHalfUp } from './money';

const SOCIETY = '27AAPFU0939F1ZV';
const MEMBER_SHOP = '27AABCM1234A1Z7';
const KARNATAKA_COMPANY = '29AAPFU0939F1ZR';

// Amounts are rupees with 2 decimals: the tolerance keeps 16.67 a multiple of 0.01 in binary.
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);

function expectValid(json: unknown): void {
  validate(json);
  expect(validate.errors ?? []).toEqual([]);
}

type Client = { name: string; gstin: string | null };
const flat: Client = { name: 'Asha Rao (A-101)', gstin: null };

/** A line taxed at `rate` on `taxable` of its `amount`, within the state or not. */
function taxed(amount: number, rate: number, intra: boolean, taxable = amount, hsn = '995419'): Gstr1Line {
  const exemption: TaxExemption | null = taxable < amount ? 'rwa-limit' : null;
  return {
    amountPaise: amount,
    gstTreatment: 'taxable',
    tax: {
      hsn,
      rateBasisPoints: rate,
      taxableValuePaise: taxable,
      taxes: lineTaxOf(taxable, rate, intra ? 'cgst-sgst' : 'igst'),
      exemption,
    },
  };
}

function untaxed(amount: number, exemption: TaxExemption): Gstr1Line {
  const gstTreatment = exemption === 'levy' ? 'levy' : exemption === 'exempt' ? 'exempt' : 'taxable';
  return {
    amountPaise: amount,
    gstTreatment,
    tax: {
      hsn: '995419',
      rateBasisPoints: 1800,
      taxableValuePaise: 0,
      taxes: { cgst: 0, sgst: 0, igst: 0 },
      exemption,
    },
  };
}

function bill(
  invoiceNumber: string,
  client: Client,
  placeOfSupply: string | null,
  lines: Gstr1Line[],
  overrides: Partial<Gstr1Bill['invoice']> = {},
): Gstr1Bill {
  const gstPaise = lines.reduce((sum, line) => {
    const taxes = line.tax?.taxes;
    return sum + (taxes ? taxes.cgst + taxes.sgst + taxes.igst : 0);
  }, 0);
  const totalPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0) + gstPaise;
  return {
    invoice: {
      invoiceNumber,
      date: '2026-11-05',
      totalPaise,
      gstPaise,
      gstRateBasisPoints: 1800,
      hsn: '995419',
      placeOfSupply,
      client,
      ...overrides,
    },
    lines,
  };
}

/** A note crediting `amounts` of the bill's lines (by position), reversing `gstPaise`. */
function note(
  number: string,
  of: Gstr1Bill,
  amounts: Array<[number, number]>,
  gstPaise: number,
): Gstr1CreditNote {
  const lines = amounts.map(([position, amountPaise]) => {
    const billLine = of.lines[position] ?? null;
    const taxable = billLine?.tax ? billLine.tax.taxableValuePaise > 0 : billLine?.gstTreatment === 'taxable';
    return { amountPaise, taxable, billLine };
  });
  const subTotal = amounts.reduce((sum, [, amount]) => sum + amount, 0);
  return {
    number,
    issuedOn: '2026-11-20',
    totalPaise: subTotal + gstPaise,
    gstPaise,
    bill: of.invoice,
    lines,
  };
}

describe('GSTR-1 of a registered Maharashtra society for November 2026', () => {
  // ₹9,000 maintenance taxed whole: CGST and SGST ₹810 each.
  const maintenance = bill('001', flat, '27', [taxed(900_000, 1800, true)]);
  // ₹5,000: within ₹7,500, exempt.
  const small = bill('002', flat, '27', [untaxed(500_000, 'rwa-limit')]);
  // A shop member registered in Maharashtra: ₹20,000 at 18 % and ₹1,000 property tax (a levy).
  const shop = bill('003', { name: 'Mehta Traders', gstin: MEMBER_SHOP }, '27', [
    taxed(2_000_000, 1800, true),
    untaxed(100_000, 'levy'),
  ]);
  // A Karnataka company: lift AMC ₹50,000 at 18 % and parking ₹333.33 at 5 % (SAC 9966), IGST.
  const company = bill('004', { name: 'Karnataka Lifts Pvt Ltd', gstin: KARNATAKA_COMPANY }, '29', [
    taxed(5_000_000, 1800, false),
    taxed(33_333, 500, false, 33_333, '9966'),
  ]);
  // A bill kept as one GST figure (before lines were taxed): ₹8,000.05 at 18 % = ₹1,440.01, and
  // ₹500 sinking fund exempt. Its place of supply was never kept: the society's own state.
  const older = bill(
    '005',
    flat,
    null,
    [
      { amountPaise: 800_005, gstTreatment: 'taxable', tax: null },
      { amountPaise: 50_000, gstTreatment: 'exempt', tax: null },
    ],
    { gstPaise: 144_001, totalPaise: 994_006 },
  );
  // An unregistered hirer in Karnataka, ₹1,00,000 hall hire at 18 % (SAC 997212): above ₹1,00,000 with GST.
  const hall = bill('2026-27/001', { name: 'Ravi Kumar', gstin: null }, '29', [
    taxed(10_000_000, 1800, false, 10_000_000, '997212'),
  ]);
  // The excess above ₹7,500 taxed: ₹1,500 of ₹9,000 at 18 %.
  const excess = bill('007', flat, '27', [taxed(900_000, 1800, true, 150_000)]);

  function built(): Gstr1Return {
    const builder = gstr1Builder(SOCIETY);
    for (const each of [maintenance, small, shop, company, older, hall, excess]) builder.addBill(each);
    builder.addCancelledBill('008');
    // ₹2,000 off the shop's maintenance: its GST 3,600 × 2,000 ÷ 20,000 = ₹360.
    builder.addCreditNote(note('CN-001', shop, [[0, 200_000]], 36_000));
    // ₹1,000 off the flat's ₹9,000: GST 1,620 × 1,000 ÷ 9,000 = ₹180.
    builder.addCreditNote(note('CN-002', maintenance, [[0, 100_000]], 18_000));
    // ₹10,000 off the hall: ₹1,800 IGST.
    builder.addCreditNote(note('CN-003', hall, [[0, 1_000_000]], 180_000));
    // ₹900 off the excess bill: a sixth taxed (₹150), GST 270 × 900 ÷ 9,000 = ₹27.
    builder.addCreditNote(note('CN-004', excess, [[0, 90_000]], 2_700));
    return builder.result();
  }

  it('writes each section as the offline tool reads it', () => {
    const json = gstr1JsonOf(built(), '2026-11');
    expect(json).toEqual({
      gstin: SOCIETY,
      fp: '112026',
      version: 'GST3.2.4',
      hash: 'hash',
      b2b: [
        {
          ctin: MEMBER_SHOP,
          inv: [
            {
              inum: '003',
              idt: '05-11-2026',
              val: 24_600,
              pos: '27',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1801, itm_det: { rt: 18, txval: 20_000, camt: 1800, samt: 1800, csamt: 0 } }],
            },
          ],
        },
        {
          ctin: KARNATAKA_COMPANY,
          inv: [
            {
              inum: '004',
              idt: '05-11-2026',
              // 50,000 + 333.33 + 9,000 + 16.67
              val: 59_350,
              pos: '29',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [
                { num: 501, itm_det: { rt: 5, txval: 333.33, iamt: 16.67, csamt: 0 } },
                { num: 1801, itm_det: { rt: 18, txval: 50_000, iamt: 9000, csamt: 0 } },
              ],
            },
          ],
        },
      ],
      b2cl: [
        {
          pos: '29',
          inv: [
            {
              inum: '2026-27/001',
              idt: '05-11-2026',
              val: 118_000,
              itms: [{ num: 1801, itm_det: { rt: 18, txval: 100_000, iamt: 18_000, csamt: 0 } }],
            },
          ],
        },
      ],
      // 9,000 + 8,000.05 + 1,500 − 1,000 − 150; CGST 810 + 720.01 (half-up of 1,440.01) + 135 − 90 − 13.50.
      b2cs: [
        {
          sply_ty: 'INTRA',
          pos: '27',
          typ: 'OE',
          rt: 18,
          txval: 17_350.05,
          camt: 1561.51,
          samt: 1561.5,
          csamt: 0,
        },
      ],
      cdnr: [
        {
          ctin: MEMBER_SHOP,
          nt: [
            {
              ntty: 'C',
              nt_num: 'CN-001',
              nt_dt: '20-11-2026',
              val: 2360,
              pos: '27',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1801, itm_det: { rt: 18, txval: 2000, camt: 180, samt: 180, csamt: 0 } }],
            },
          ],
        },
      ],
      cdnur: [
        {
          typ: 'B2CL',
          ntty: 'C',
          nt_num: 'CN-003',
          nt_dt: '20-11-2026',
          val: 11_800,
          pos: '29',
          itms: [{ num: 1801, itm_det: { rt: 18, txval: 10_000, iamt: 1800, csamt: 0 } }],
        },
      ],
      nil: {
        inv: [
          { sply_ty: 'INTRAB2B', expt_amt: 0, nil_amt: 0, ngsup_amt: 1000 },
          // 5,000 + 500 + 7,500 (the excess bill's untaxed part) − 750 (its note's).
          { sply_ty: 'INTRAB2C', expt_amt: 12_250, nil_amt: 0, ngsup_amt: 0 },
        ],
      },
      hsn: {
        hsn_b2b: [
          {
            num: 1,
            hsn_sc: '995419',
            uqc: 'NA',
            qty: 0,
            rt: 0,
            txval: 1000,
            iamt: 0,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
          {
            num: 2,
            hsn_sc: '995419',
            uqc: 'NA',
            qty: 0,
            rt: 18,
            txval: 68_000,
            iamt: 9000,
            camt: 1620,
            samt: 1620,
            csamt: 0,
          },
          {
            num: 3,
            hsn_sc: '9966',
            uqc: 'NA',
            qty: 0,
            rt: 5,
            txval: 333.33,
            iamt: 16.67,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
        ],
        hsn_b2c: [
          {
            num: 1,
            hsn_sc: '995419',
            uqc: 'NA',
            qty: 0,
            rt: 0,
            txval: 12_250,
            iamt: 0,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
          {
            num: 2,
            hsn_sc: '995419',
            uqc: 'NA',
            qty: 0,
            rt: 18,
            txval: 17_350.05,
            iamt: 0,
            camt: 1561.51,
            samt: 1561.5,
            csamt: 0,
          },
          {
            num: 3,
            hsn_sc: '997212',
            uqc: 'NA',
            qty: 0,
            rt: 18,
            txval: 90_000,
            iamt: 16_200,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
        ],
      },
      doc_issue: {
        doc_det: [
          {
            doc_num: 1,
            doc_typ: 'Invoices for outward supply',
            docs: [
              { num: 1, from: '001', to: '008', totnum: 7, cancel: 1, net_issue: 6 },
              { num: 2, from: '2026-27/001', to: '2026-27/001', totnum: 1, cancel: 0, net_issue: 1 },
            ],
          },
          {
            doc_num: 5,
            doc_typ: 'Credit Note',
            docs: [{ num: 1, from: 'CN-001', to: 'CN-004', totnum: 4, cancel: 0, net_issue: 4 }],
          },
        ],
      },
    });
    expectValid(json);
  });

  it('spreads a note’s GST over its rates in proportion to taxable value × rate, largest remainder', () => {
    const builder = gstr1Builder(SOCIETY);
    // ₹100 at 5 % and ₹100 at 18 % credited with ₹23.01 GST: weights 500 and 1800 → 5.0022 and 18.0078,
    // rounded down to 5.00 and 18.00, the paisa left to the larger remainder (18 %).
    const both = bill('009', { name: 'Mehta Traders', gstin: MEMBER_SHOP }, '27', [
      taxed(10_000, 500, true),
      taxed(10_000, 1800, true),
    ]);
    builder.addCreditNote(
      note(
        'CN-005',
        both,
        [
          [0, 10_000],
          [1, 10_000],
        ],
        2301,
      ),
    );
    const [credited] = builder.result().cdnr;
    expect(credited?.items).toEqual([
      { rate: 500, taxableValuePaise: 10_000, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 },
      // 18.01: CGST 9.01 (half-up of 9.005), SGST 9.00.
      { rate: 1800, taxableValuePaise: 10_000, cgstPaise: 901, sgstPaise: 900, igstPaise: 0 },
    ]);
  });

  it('names a number’s series by what is left without its serial', () => {
    expect(['007', '2026-27/007', 'CN-002', 'CN/2026-27/012', 'INV-1'].map(seriesOf)).toEqual([
      '',
      '2026-27/',
      'CN-',
      'CN/2026-27/',
      'INV-',
    ]);
  });

  it('writes one HSN table for a period before May 2025, the B2B and B2C rows of a SAC and rate as one', () => {
    const json = gstr1JsonOf(built(), '2025-04');
    const row = (
      hsn: string,
      rt: number,
      txval: number,
      taxes: { iamt: number; camt: number; samt: number },
    ) => ({
      hsn_sc: hsn,
      uqc: 'NA',
      qty: 0,
      rt,
      txval,
      ...taxes,
      csamt: 0,
    });
    expect(json.fp).toBe('042025');
    expect(json.hsn).toEqual({
      data: [
        { num: 1, ...row('995419', 0, 13_250, { iamt: 0, camt: 0, samt: 0 }) },
        { num: 2, ...row('995419', 18, 85_350.05, { iamt: 9000, camt: 3181.51, samt: 3181.5 }) },
        { num: 3, ...row('9966', 5, 333.33, { iamt: 16.67, camt: 0, samt: 0 }) },
        { num: 4, ...row('997212', 18, 90_000, { iamt: 16_200, camt: 0, samt: 0 }) },
      ],
    });
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(gstr1JsonOf(built(), '2025-05').hsn).toHaveProperty('hsn_b2b');
  });

  it('leaves out a section with nothing in it', () => {
    const json = gstr1JsonOf(gstr1Builder(SOCIETY).result(), '2027-03');
    expect(json).toEqual({ gstin: SOCIETY, fp: '032027', version: 'GST3.2.4', hash: 'hash' });
    expectValid(json);
  });

  it('fails the schema without a recipient’s GSTIN or at a rate of 17 %', () => {
    const json = gstr1JsonOf(built(), '2026-11');
    const [first] = json.b2b ?? [];
    const broken = structuredClone(json) as Record<string, unknown> & typeof json;
    const b2b = broken.b2b?.[0] as Record<string, unknown>;
    delete b2b.ctin;
    const b2cs = broken.b2cs?.[0] as Record<string, unknown>;
    b2cs.rt = 17;
    expect(first?.ctin).toBe(MEMBER_SHOP);
    expect(validate(broken)).toBe(false);
    const failures = (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
    expect(failures).toContain("/b2b/0 must have required property 'ctin'");
    expect(failures).toContain('/b2cs/0/rt must be equal to one of the allowed values');
  });

  it('fails the schema on an amount with 3 decimals or a date written the ISO way', () => {
    const json = structuredClone(gstr1JsonOf(built(), '2026-11'));
    const invoice = json.b2b?.[0]?.inv[0] as Record<string, unknown>;
    invoice.val = 24_600.005;
    invoice.idt = '2026-11-05';
    expect(validate(json)).toBe(false);
    expect((validate.errors ?? []).map((error) => error.instancePath)).toEqual(
      expect.arrayContaining(['/b2b/0/inv/0/val', '/b2b/0/inv/0/idt']),
    );
  });
});

describe('GSTR-1 adds up', () => {
  const SUPPLIER_STATE = '27';
  const clients = [null, MEMBER_SHOP, KARNATAKA_COMPANY];
  const rates = [0, 500, 1800, 2800];

  const arbitraryLine = fc
    .record({
      amount: fc.integer({ min: 0, max: 3_000_000 }),
      rate: fc.constantFrom(...rates),
      kind: fc.constantFrom('whole', 'part', 'exempt', 'levy'),
      share: fc.integer({ min: 0, max: 100 }),
    })
    .map(({ amount, rate, kind, share }) => ({
      amount,
      rate,
      kind,
      taxable: Math.floor((amount * share) / 100),
    }));

  const arbitraryBill = fc.record({
    gstin: fc.constantFrom(...clients),
    place: fc.constantFrom('27', '29', null),
    lines: fc.array(arbitraryLine, { minLength: 1, maxLength: 4 }),
    credits: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 4, maxLength: 4 }),
    noteGstShare: fc.integer({ min: 0, max: 100 }),
    credited: fc.boolean(),
  });

  function toLine(
    line: { amount: number; rate: number; kind: string; taxable: number },
    intra: boolean,
  ): Gstr1Line {
    if (line.kind === 'exempt') return untaxed(line.amount, 'exempt');
    if (line.kind === 'levy') return untaxed(line.amount, 'levy');
    return taxed(line.amount, line.rate, intra, line.kind === 'whole' ? line.amount : line.taxable);
  }

  /** What a credited amount of a line is taxed on: its share of the line's taxable value, half-up. */
  function taxedShare(line: Gstr1Line, amount: number): number {
    const tax = line.tax;
    if (!tax || tax.rateBasisPoints === 0 || tax.taxableValuePaise === 0) return 0;
    if (tax.taxableValuePaise === line.amountPaise) return amount;
    return Number(roundHalfUp(BigInt(amount) * BigInt(tax.taxableValuePaise), BigInt(line.amountPaise)));
  }

  it('has the bills’ taxable value and taxes less the notes’, section by section and in the HSN summary', () => {
    fc.assert(
      fc.property(fc.array(arbitraryBill, { minLength: 1, maxLength: 8 }), (specs) => {
        const builder = gstr1Builder(SOCIETY);
        let taxable = 0;
        let taxes = 0;
        let untaxedValue = 0;
        for (const [index, spec] of specs.entries()) {
          const intra =
            (spec.gstin === KARNATAKA_COMPANY ? '29' : (spec.place ?? SUPPLIER_STATE)) === SUPPLIER_STATE;
          const place = spec.gstin === KARNATAKA_COMPANY ? '29' : spec.place;
          const lines = spec.lines.map((line) => toLine(line, intra));
          const issued = bill(
            String(index + 1).padStart(3, '0'),
            { name: 'Client', gstin: spec.gstin },
            place,
            lines,
          );
          builder.addBill(issued);
          for (const line of lines) {
            const taxedValue = line.tax && line.tax.rateBasisPoints > 0 ? line.tax.taxableValuePaise : 0;
            taxable += taxedValue;
            untaxedValue += line.amountPaise - taxedValue;
          }
          taxes += issued.invoice.gstPaise;
          if (!spec.credited) continue;
          const amounts = lines.map((line, position): [number, number] => [
            position,
            Math.floor((line.amountPaise * (spec.credits[position] ?? 0)) / 100),
          ]);
          const noteTaxable = amounts.reduce((sum, [position, amount]) => {
            const line = lines[position];
            return sum + (line ? taxedShare(line, amount) : 0);
          }, 0);
          const noteGst =
            noteTaxable > 0 ? Math.floor((issued.invoice.gstPaise * spec.noteGstShare) / 100) : 0;
          builder.addCreditNote(note(`CN-${index + 1}`, issued, amounts, noteGst));
          taxable -= noteTaxable;
          taxes -= noteGst;
          untaxedValue -= amounts.reduce((sum, [, amount]) => sum + amount, 0) - noteTaxable;
        }
        const ret = builder.result();
        type Figures = { taxableValuePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
        const sum = (rows: readonly Figures[], pick: (row: Figures) => number) =>
          rows.reduce((total, row) => total + pick(row), 0);
        const listed = (documents: Gstr1Return['b2b']) => documents.flatMap((document) => document.items);
        const supplied = [...listed(ret.b2b), ...listed(ret.b2cl), ...ret.b2cs];
        const credited = [...listed(ret.cdnr), ...listed(ret.cdnur)];
        const value = (row: Figures) => row.taxableValuePaise;
        const tax = (row: Figures) => row.cgstPaise + row.sgstPaise + row.igstPaise;
        expect(sum(supplied, value) - sum(credited, value)).toBe(taxable);
        expect(sum(supplied, tax) - sum(credited, tax)).toBe(taxes);
        const hsn = [...ret.hsnB2b, ...ret.hsnB2c];
        expect(sum(hsn, tax)).toBe(taxes);
        expect(sum(hsn, value)).toBe(taxable + untaxedValue);
        const nil = ret.nil.reduce(
          (total, row) => total + row.exemptPaise + row.nilPaise + row.nonGstPaise,
          0,
        );
        expect(nil).toBe(untaxedValue);
      }),
      { numRuns: 300 },
    );
  });
});
