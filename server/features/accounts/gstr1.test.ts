import { ACCOUNTS_PERIOD_MESSAGE } from '@domain/accounts-period';
import { GSTR1_NEEDS_GSTIN_MESSAGE } from '@domain/api/accounts';
import schema from '@domain/gstr1.schema.json';
import Ajv from 'ajv';
import JSZip from 'jszip';
import { expect, it } from 'vitest';
import { loadExcel } from '../../load-excel';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

const SOCIETY_GSTIN = '27AAPFU0939F1ZV';
const SHOP_GSTIN = '27AABCM1234A1Z7';
const KARNATAKA_GSTIN = '29AAPFU0939F1ZR';
const FORMULA_NAME = '=HYPERLINK("https://evil.example","Mehta Traders")';

// Amounts are rupees with 2 decimals: the tolerance keeps 16.67 a multiple of 0.01 in binary.
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);

function expectValid(json: unknown): void {
  validate(json);
  expect(validate.errors ?? []).toEqual([]);
}

describeEachDatabase('GSTR-1 and the Accounts summary', (context) => {
  const db = () => context.app.database.db;

  function get(headers: Headers, url: string) {
    return context.app.inject({ method: 'GET', url, headers });
  }

  async function bill(
    headers: Headers,
    clientId: string,
    date: string,
    lines: Array<{
      itemName: string;
      unitPrice: number;
      gstTreatment?: string;
      gstRate?: number;
      hsn?: string;
    }>,
  ): Promise<{ _id: string; invoiceNumber: string; total: number }> {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices',
      headers,
      payload: {
        client: { _id: clientId },
        type: 'Invoice',
        rates: 18,
        date,
        items: lines.map((line) => ({ basis: 'fixed', quantity: 1, ...line })),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function creditNote(headers: Headers, invoiceId: string, amount: number) {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${invoiceId}/credit-notes`,
      headers,
      payload: { date: '2026-11-20', reason: 'Area corrected', lines: [{ line: 0, amount }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /**
   * A registered Maharashtra society with the housing-society rule (GST on the whole contribution
   * above ₹7,500, no turnover threshold), and its November 2026:
   * - 001 flat A-101, ₹9,000 maintenance: taxed whole, CGST + SGST ₹810 each (B2CS);
   * - 002 flat A-102, ₹5,000: exempt, then replaced by a late-fee invoice, 006 (cancelled);
   * - 003 a shop member registered in Maharashtra: ₹20,000 at 18 % and ₹1,000 property tax, a levy (B2B);
   * - 004 a Karnataka company: ₹50,000 at 18 % and ₹333.33 parking at 5 % (SAC 9966), IGST (B2B);
   * - 005 an older bill kept as one GST figure: ₹8,000 with ₹1,440.01 GST and no place of supply;
   * - 006 flat A-102, ₹5,000 exempt, the replacement of 002;
   * - 007 flat A-101 in October, ₹9,000;
   * - CN-001 ₹2,000 off 003 (GST ₹360, CDNR), CN-002 ₹1,000 off 001 (GST ₹180, B2CS net);
   * - the company pays ₹59,350 on 10 November.
   */
  async function society() {
    const owner = await buildBusiness(db(), {
      values: { gstin: SOCIETY_GSTIN, business_name: 'Green Park Society' },
    });
    const headers = await sessionHeadersFor(context.app, owner.user);
    const settings = await context.app.inject({
      method: 'PUT',
      url: '/api/v2/settings/gst',
      headers,
      payload: { housingSociety: true, rwaMode: 'whole', turnoverThreshold: 0, roundOff: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const customer = async (values: Record<string, unknown>) =>
      (await buildCustomer(db(), { parent: owner, values: { price_per_sqft_paise: 0, ...values } })).customer;
    const a101 = await customer({ block: 'A', flat: 'A-101', name: 'Asha Rao' });
    const a102 = await customer({ block: 'A', flat: 'A-102', name: 'Vikram Shah' });
    const shop = await customer({ block: 'G', flat: 'Shop 1', name: FORMULA_NAME, gstin: SHOP_GSTIN });
    const company = await customer({
      block: '',
      floor: '',
      flat: '',
      name: 'Karnataka Lifts Pvt Ltd',
      gstin: KARNATAKA_GSTIN,
    });

    const first = await bill(headers, a101.id, '2026-11-05', [{ itemName: 'Maintenance', unitPrice: 9000 }]);
    const replaced = await bill(headers, a102.id, '2026-11-05', [
      { itemName: 'Maintenance', unitPrice: 5000 },
    ]);
    const shopBill = await bill(headers, shop.id, '2026-11-05', [
      { itemName: 'Maintenance', unitPrice: 20_000 },
      { itemName: 'Property tax', unitPrice: 1000, gstTreatment: 'levy' },
    ]);
    const companyBill = await bill(headers, company.id, '2026-11-05', [
      { itemName: 'Lift AMC', unitPrice: 50_000 },
      { itemName: 'Parking', unitPrice: 333.33, gstRate: 5, hsn: '9966' },
    ]);
    const older = await bill(headers, a101.id, '2026-11-06', [{ itemName: 'Maintenance', unitPrice: 8000 }]);
    // As a bill stored before lines were taxed one by one: one GST figure, no place of supply.
    await db()
      .updateTable('invoice_items')
      .set({
        hsn: null,
        gst_rate_basis_points: null,
        taxable_value_paise: null,
        cgst_paise: null,
        sgst_paise: null,
        igst_paise: null,
        tax_exemption: null,
      })
      .where('invoice_id', '=', older._id)
      .execute();
    await db()
      .updateTable('invoices')
      .set({ gst_paise: 144_001, total_paise: 944_001, place_of_supply: null, tax_document: null })
      .where('id', '=', older._id)
      .execute();
    const replacement = await bill(headers, a102.id, '2026-11-07', [
      { itemName: 'Maintenance', unitPrice: 5000 },
    ]);
    await db()
      .updateTable('invoices')
      .set({ replaced_by_invoice_id: replacement._id })
      .where('id', '=', replaced._id)
      .execute();
    await db()
      .updateTable('invoices')
      .set({ replaces_invoice_id: replaced._id })
      .where('id', '=', replacement._id)
      .execute();
    await bill(headers, a101.id, '2026-10-15', [{ itemName: 'Maintenance', unitPrice: 9000 }]);

    await creditNote(headers, shopBill._id, 2000);
    await creditNote(headers, first._id, 1000);
    const paid = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${companyBill._id}/payments`,
      headers,
      payload: { amountPaid: 59_350, datePaid: '2026-11-10', paymentMethod: 'UPI' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect([first, shopBill, companyBill].map((each) => [each.invoiceNumber, each.total])).toEqual([
      ['001', 10_620],
      ['003', 24_600],
      ['004', 59_350],
    ]);
    return { owner, headers };
  }

  /** Another registered business's November bill to a registered client: never in the society's return. */
  async function neighbour() {
    const other = await buildBusiness(db(), { values: { gstin: '27AAAPA1234A1ZT' } });
    const headers = await sessionHeadersFor(context.app, other.user);
    const { customer } = await buildCustomer(db(), {
      parent: other,
      values: { flat: '', block: '', name: 'Other Client', gstin: '29AABCK5678B1ZF' },
    });
    await bill(headers, customer.id, '2026-11-05', [{ itemName: 'Consulting', unitPrice: 77_777 }]);
  }

  const NOVEMBER = {
    gstin: SOCIETY_GSTIN,
    fp: '112026',
    version: 'GST3.2.4',
    hash: 'hash',
    b2b: [
      {
        ctin: SHOP_GSTIN,
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
        ctin: KARNATAKA_GSTIN,
        inv: [
          {
            inum: '004',
            idt: '05-11-2026',
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
    // 9,000 + 8,000 − 1,000; CGST 810 + 720.01 (half-up of the older bill's 1,440.01) − 90, SGST 810 + 720 − 90.
    b2cs: [
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 16_000, camt: 1440.01, samt: 1440, csamt: 0 },
    ],
    cdnr: [
      {
        ctin: SHOP_GSTIN,
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
    nil: {
      inv: [
        { sply_ty: 'INTRAB2B', expt_amt: 0, nil_amt: 0, ngsup_amt: 1000 },
        { sply_ty: 'INTRAB2C', expt_amt: 5000, nil_amt: 0, ngsup_amt: 0 },
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
        // 20,000 + 50,000 − 2,000.
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
          txval: 5000,
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
          txval: 16_000,
          iamt: 0,
          camt: 1440.01,
          samt: 1440,
          csamt: 0,
        },
      ],
    },
    doc_issue: {
      doc_det: [
        {
          doc_num: 1,
          doc_typ: 'Invoices for outward supply',
          docs: [{ num: 1, from: '001', to: '006', totnum: 6, cancel: 1, net_issue: 5 }],
        },
        {
          doc_num: 5,
          doc_typ: 'Credit Note',
          docs: [{ num: 1, from: 'CN-001', to: 'CN-002', totnum: 2, cancel: 0, net_issue: 2 }],
        },
      ],
    },
  };

  it('downloads November’s return as the offline tool’s JSON, valid against the schema', async () => {
    const { headers } = await society();
    await neighbour();
    const response = await get(headers, '/api/v2/reports/accounts/gstr1.json?period=2026-11');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toContain(
      `filename="GSTR1-${SOCIETY_GSTIN}-2026-11.json"`,
    );
    const json = response.json();
    expect(json).toEqual(NOVEMBER);
    expectValid(json);
  });

  it('sums the period for the Accounts page with grouped reads', async () => {
    const { headers } = await society();
    await neighbour();
    const response = await get(headers, '/api/v2/reports/accounts?period=2026-11');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      period: '2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
      gstin: SOCIETY_GSTIN,
      // 001, 003, 004, 005, 006 (002 was replaced).
      bills: 5,
      creditNotes: 2,
      receipts: 1,
      // 9,000 + 20,000 + 50,000 + 333.33 + 8,000 − 2,000 − 1,000: the return's B2B, B2CS less CDNR.
      taxableValue: 84_333.33,
      // ₹1,000 property tax and ₹5,000 exempt.
      untaxedValue: 6000,
      // 810 + 1,800 + 720.01 − 180 − 90.
      cgst: 3060.01,
      sgst: 3060,
      igst: 9016.67,
      // 10,620 + 24,600 + 59,350 + 9,440.01 + 5,000 − 2,360 − 1,180.
      total: 105_470.01,
      received: 59_350,
    });
  });

  it('downloads a financial year as a ZIP of twelve monthly returns', async () => {
    const { headers } = await society();
    const response = await get(headers, '/api/v2/reports/accounts/gstr1.json?period=2026-27');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(
      `filename="GSTR1-${SOCIETY_GSTIN}-2026-27.zip"`,
    );
    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files);
    expect(names).toEqual(
      ['04', '05', '06', '07', '08', '09', '10', '11', '12']
        .map((month) => `GSTR1-${SOCIETY_GSTIN}-2026-${month}.json`)
        .concat(['01', '02', '03'].map((month) => `GSTR1-${SOCIETY_GSTIN}-2027-${month}.json`)),
    );
    const monthOf = async (month: string) =>
      JSON.parse(await (zip.file(`GSTR1-${SOCIETY_GSTIN}-${month}.json`)?.async('string') ?? 'null'));
    for (const name of names) expectValid(JSON.parse(await (zip.file(name)?.async('string') ?? 'null')));
    expect(await monthOf('2026-11')).toEqual(NOVEMBER);
    expect(await monthOf('2026-10')).toEqual({
      gstin: SOCIETY_GSTIN,
      fp: '102026',
      version: 'GST3.2.4',
      hash: 'hash',
      b2cs: [{ sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 9000, camt: 810, samt: 810, csamt: 0 }],
      hsn: {
        hsn_b2c: [
          {
            num: 1,
            hsn_sc: '995419',
            uqc: 'NA',
            qty: 0,
            rt: 18,
            txval: 9000,
            iamt: 0,
            camt: 810,
            samt: 810,
            csamt: 0,
          },
        ],
      },
      doc_issue: {
        doc_det: [
          {
            doc_num: 1,
            doc_typ: 'Invoices for outward supply',
            docs: [{ num: 1, from: '007', to: '007', totnum: 1, cancel: 0, net_issue: 1 }],
          },
        ],
      },
    });
    expect(await monthOf('2027-03')).toEqual({
      gstin: SOCIETY_GSTIN,
      fp: '032027',
      version: 'GST3.2.4',
      hash: 'hash',
    });
  });

  it('writes the return in the offline tool’s Excel sheets, names as text', async () => {
    const { headers } = await society();
    const response = await get(headers, '/api/v2/reports/accounts/gstr1.xlsx?period=2026-11');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'filename="GSTR1-2026-11-Green Park Society.xlsx"',
    );
    const { default: excel } = await loadExcel();
    const workbook = new excel.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'b2b',
      'b2cl',
      'b2cs',
      'cdnr',
      'cdnur',
      'exemp',
      'hsn(b2b)',
      'hsn(b2c)',
      'docs',
    ]);
    const values = (sheet: string, row: number) =>
      ((workbook.getWorksheet(sheet)?.getRow(row).values ?? []) as unknown[]).slice(1);
    expect(values('b2b', 1)).toEqual([
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'CGST',
      'SGST',
      'IGST',
    ]);
    const shopRow = values('b2b', 2);
    expect(shopRow).toEqual([
      SHOP_GSTIN,
      FORMULA_NAME,
      '003',
      new Date('2026-11-05T00:00:00Z'),
      24_600,
      '27-Maharashtra',
      'N',
      undefined,
      'Regular B2B',
      undefined,
      18,
      20_000,
      0,
      1800,
      1800,
      0,
    ]);
    const nameCell = workbook.getWorksheet('b2b')?.getCell('B2');
    expect(nameCell?.type).toBe(excel.ValueType.String);
    expect(nameCell?.numFmt).toBe('@');
    // The company's bill: a row per rate.
    expect(values('b2b', 3).slice(10)).toEqual([5, 333.33, 0, 0, 0, 16.67]);
    expect(values('b2b', 4).slice(10)).toEqual([18, 50_000, 0, 0, 0, 9000]);
    expect(values('b2cs', 2)).toEqual([
      'OE',
      '27-Maharashtra',
      undefined,
      18,
      16_000,
      0,
      undefined,
      1440.01,
      1440,
      0,
    ]);
    expect(values('exemp', 3)).toEqual(['Intra-State supplies to unregistered persons', 0, 5000, 0]);
    expect(values('docs', 2)).toEqual(['Invoices for outward supply', '001', '006', 6, 1]);
  });

  it('refuses GSTR-1 without a GSTIN (409) and sums the period all the same', async () => {
    const owner = await buildBusiness(db(), { values: { gstin: null } });
    const headers = await sessionHeadersFor(context.app, owner.user);
    for (const route of ['gstr1.json', 'gstr1.xlsx']) {
      const response = await get(headers, `/api/v2/reports/accounts/${route}?period=2026-11`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(GSTR1_NEEDS_GSTIN_MESSAGE);
    }
    const summary = await get(headers, '/api/v2/reports/accounts?period=2026-27');
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      period: '2026-27',
      from: '2026-04-01',
      to: '2027-03-31',
      gstin: null,
      bills: 0,
    });
  });

  it('answers 400 on the period for a month that does not exist', async () => {
    const { headers } = await society();
    for (const route of ['', '/gstr1.json', '/gstr1.xlsx']) {
      const response = await get(headers, `/api/v2/reports/accounts${route}?period=2026-13`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: ACCOUNTS_PERIOD_MESSAGE,
        errors: [{ path: 'period', message: ACCOUNTS_PERIOD_MESSAGE }],
      });
    }
  });
});
