import { ACCOUNTS_PERIOD_MESSAGE } from '@domain/accounts-period';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect, it } from 'vitest';
import type { AppInstance } from '../../app-context';
import { addBillHead } from '../../test/bill-heads';
import { type BusinessFixture, buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

type Entry = { LEDGERNAME: string; ISDEEMEDPOSITIVE: string; ISPARTYLEDGER?: string; AMOUNT: string };
type Voucher = {
  '@_VCHTYPE': string;
  DATE: string;
  VOUCHERTYPENAME: string;
  VOUCHERNUMBER: string;
  PARTYLEDGERNAME: string;
  NARRATION: string;
  'ALLLEDGERENTRIES.LIST': Entry[];
};
type Ledger = { '@_NAME': string; NAME: string; PARENT: string };

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => name === 'TALLYMESSAGE' || name === 'ALLLEDGERENTRIES.LIST',
});

/** The file parsed: its ledger masters and vouchers, in order. */
function tallyFile(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const messages: Array<{ LEDGER?: Ledger; VOUCHER?: Voucher }> =
    parser.parse(xml).ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE;
  return {
    ledgers: messages.flatMap((message) => (message.LEDGER ? [message.LEDGER] : [])),
    vouchers: messages.flatMap((message) => (message.VOUCHER ? [message.VOUCHER] : [])),
  };
}

/** '-5275.00' → -527500, from the text, never through a float. */
function paiseOf(amount: string): number {
  expect(amount).toMatch(/^-?\d+\.\d{2}$/);
  const [rupees = '', decimals = ''] = amount.replace('-', '').split('.');
  return (amount.startsWith('-') ? -1 : 1) * (Number(rupees) * 100 + Number(decimals));
}

/** Each entry as `ledger amount`, Tally's signs kept. */
const entriesOf = (voucher: Voucher) =>
  voucher['ALLLEDGERENTRIES.LIST'].map((entry) => `${entry.LEDGERNAME} ${entry.AMOUNT}`);

async function expectStatus(response: { statusCode: number; body: string }, status = 201) {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return JSON.parse(response.body);
}

/**
 * A registered society in Maharashtra, November 2026: A-101's bill of Maintenance ₹3,750 at 18 % and
 * Sinking fund ₹500 exempt (₹4,925.00, nothing rounded), credited ₹375 of its maintenance and paid by
 * UPI, then a cheque of ₹500 that bounced; B-202's bill (its holder 'A&B <Co> "x"', an ESC stored in
 * the bill's copy of the name) with parking at 5 % (₹5,274.99 → ₹5,275.00), paid ₹1,000 in cash; a
 * Karnataka company billed in IGST (₹850.00); and an October bill for the financial year.
 */
async function buildSocietyMonth(app: AppInstance, owner: BusinessFixture) {
  const db = app.database.db;
  const headers = await sessionHeadersFor(app, owner.user);
  const maintenance = await addBillHead(app, headers, { name: 'Maintenance', basis: 'area', rate: 3.75 });
  const sinking = await addBillHead(app, headers, { name: 'Sinking fund', basis: 'flat', rate: 500 });
  const flat = (block: string, number: string, name: string) =>
    buildCustomer(db, {
      parent: owner,
      values: { block, floor: '1', flat: number, name, area_hundredths: 100_000, price_per_sqft_paise: 375 },
    });
  const a101 = (await flat('A', '101', 'Asha Rao')).customer;
  const b202 = (await flat('B', '202', 'A&B <Co> "x"')).customer;
  const company = (
    await buildCustomer(db, {
      parent: owner,
      values: { block: '', floor: '', flat: '', gstin: '29AAPFU0939F1ZR', name: 'Karnataka Lifts Pvt Ltd' },
    })
  ).customer;

  const bill = async (clientId: string, date: string, items: object[], heads: Array<string | null>) => {
    const created = await expectStatus(
      await app.inject({
        method: 'POST',
        url: '/api/v2/invoices',
        headers,
        payload: { client: { _id: clientId }, type: 'Invoice', items, rates: 18, date, dueDate: date },
      }),
    );
    for (const [position, headId] of heads.entries()) {
      await db
        .updateTable('invoice_items')
        .set({ bill_head_id: headId })
        .where('invoice_id', '=', created._id)
        .where('position', '=', position)
        .execute();
    }
    return created as { _id: string; invoiceNumber: string; total: number };
  };
  const maintenanceLine = { itemName: 'Maintenance', unitPrice: 3.75 };
  const sinkingLine = {
    itemName: 'Sinking fund',
    unitPrice: 500,
    basis: 'fixed',
    quantity: 1,
    gstTreatment: 'exempt',
  };
  const parkingLine = {
    itemName: 'Parking',
    unitPrice: 333.33,
    basis: 'fixed',
    quantity: 1,
    gstRate: 5,
    hsn: '9966',
  };

  const october = await bill(a101.id, '2026-10-01', [maintenanceLine], [maintenance]);
  const first = await bill(a101.id, '2026-11-01', [maintenanceLine, sinkingLine], [maintenance, sinking]);
  const second = await bill(
    b202.id,
    '2026-11-02',
    [maintenanceLine, parkingLine, sinkingLine],
    [maintenance, null, sinking],
  );
  await db
    .updateTable('invoices')
    .set({ client_name: 'A&B <Co>\u001b "x"' })
    .where('id', '=', second._id)
    .execute();
  const igst = await bill(company.id, '2026-11-03', [parkingLine, sinkingLine], [null, null]);

  const note = await expectStatus(
    await app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${first._id}/credit-notes`,
      headers,
      payload: {
        date: '2026-11-20',
        reason: 'Area corrected by the committee',
        lines: [{ line: 0, amount: 375 }],
      },
    }),
  );
  const onAccount = async (
    customerId: string,
    amountPaid: number,
    datePaid: string,
    paymentMethod: string,
    reference: string,
  ) =>
    (
      await expectStatus(
        await app.inject({
          method: 'POST',
          url: `/api/v2/clients/${customerId}/payments`,
          headers,
          payload: { amountPaid, datePaid, paymentMethod, reference },
        }),
      )
    ).receipt as { _id: string; receiptNumber: string };
  await onAccount(a101.id, 4482.5, '2026-11-05', 'UPI', 'UTR 402100000123');
  await onAccount(b202.id, 1000, '2026-11-06', 'Cash', '');
  const cheque = await onAccount(a101.id, 500, '2026-11-07', 'Cheque', '004512 HDFC Bank');
  await expectStatus(
    await app.inject({
      method: 'POST',
      url: `/api/v2/receipts/${cheque._id}/reverse`,
      headers,
      payload: { reversedOn: '2026-11-09', reason: 'Cheque bounced' },
    }),
    200,
  );
  return { headers, october, first, second, igst, note, cheque };
}

describeEachDatabase('Tally export', (context) => {
  const db = () => context.app.database.db;

  async function registeredSociety() {
    return buildBusiness(db(), { values: { business_name: 'Green Park Society', gstin: '27AAPFU0939F1ZV' } });
  }

  const exportOf = (headers: Headers, period: string) =>
    context.app.inject({
      method: 'GET',
      url: `/api/v2/reports/accounts/tally.xml?period=${period}`,
      headers,
    });

  it('writes the month’s sales, credit note, receipts and bounced cheque, each balanced, naming only mapped ledgers', async () => {
    const owner = await registeredSociety();
    const other = await buildBusiness(db());
    const theirs = await buildCustomer(db(), { parent: other, values: { name: 'Not Ours' } });
    await buildInvoice(db(), {
      parent: theirs,
      values: { invoice_date: '2026-11-10', invoice_number: 'THEIRS-1' },
    });
    const month = await buildSocietyMonth(context.app, owner);

    const response = await exportOf(month.headers, '2026-11');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Tally-2026-11-Green Park Society.xml"; filename*=UTF-8''Tally-2026-11-Green%20Park%20Society.xml`,
    );
    const xml = response.body;
    expect(xml).not.toContain('Not Ours');
    expect(xml).not.toContain('THEIRS-1');
    expect(xml).not.toContain('\u001b');
    expect(xml).toContain('<PARTYLEDGERNAME>B-202 A&amp;B &lt;Co&gt; &quot;x&quot;</PARTYLEDGERNAME>');
    expect(xml.match(/<ENVELOPE>/g)).toHaveLength(1);

    const { ledgers, vouchers } = tallyFile(xml);
    expect(
      vouchers.map((voucher) => `${voucher['@_VCHTYPE']} ${voucher.VOUCHERNUMBER} ${voucher.DATE}`),
    ).toEqual([
      `Sales ${month.first.invoiceNumber} 20261101`,
      `Sales ${month.second.invoiceNumber} 20261102`,
      `Sales ${month.igst.invoiceNumber} 20261103`,
      `Credit Note ${month.note.creditNoteNumber} 20261120`,
      'Receipt R-001 20261105',
      'Receipt R-002 20261106',
      `Receipt ${month.cheque.receiptNumber} 20261107`,
      `Journal ${month.cheque.receiptNumber} 20261109`,
    ]);

    // Every voucher adds up to exactly 0.00, a debit negative and deemed positive.
    for (const voucher of vouchers) {
      const entries = voucher['ALLLEDGERENTRIES.LIST'];
      expect(
        entries.reduce((sum, entry) => sum + paiseOf(entry.AMOUNT), 0),
        voucher.VOUCHERNUMBER,
      ).toBe(0);
      for (const entry of entries) {
        expect(entry.ISDEEMEDPOSITIVE).toBe(paiseOf(entry.AMOUNT) < 0 ? 'Yes' : 'No');
      }
      expect(
        entries.filter((entry) => entry.ISPARTYLEDGER === 'Yes').map((entry) => entry.LEDGERNAME),
      ).toEqual([voucher.PARTYLEDGERNAME]);
    }

    // Every ledger a voucher names is a master of the file and a ledger of the mapping.
    const mapping = (
      await context.app.inject({
        method: 'GET',
        url: '/api/v2/settings/tally-ledgers',
        headers: month.headers,
      })
    ).json();
    const parties = ['A-101 Asha Rao', 'B-202 A&B <Co> "x"', 'Karnataka Lifts Pvt Ltd'];
    const mapped = new Set([
      ...mapping.heads.map((head: { ledger: string }) => head.ledger),
      ...['otherIncome', 'interest', 'cgst', 'sgst', 'igst', 'gst', 'roundOff', 'cash', 'bank'].map(
        (key) => mapping[key],
      ),
      ...parties,
    ]);
    const masters = new Map(ledgers.map((ledger) => [ledger.NAME, ledger.PARENT]));
    expect(ledgers.every((ledger) => ledger['@_NAME'] === ledger.NAME)).toBe(true);
    expect(masters.size).toBe(ledgers.length);
    for (const name of vouchers.flatMap((voucher) =>
      voucher['ALLLEDGERENTRIES.LIST'].map((entry) => entry.LEDGERNAME),
    )) {
      expect(masters.has(name), name).toBe(true);
      expect(mapped.has(name), name).toBe(true);
    }
    expect(Object.fromEntries(masters)).toEqual({
      'Other Charges': 'Sales Accounts',
      'Interest on Arrears': 'Indirect Incomes',
      'Output CGST': 'Duties & Taxes',
      'Output SGST': 'Duties & Taxes',
      'Output IGST': 'Duties & Taxes',
      'Output GST': 'Duties & Taxes',
      'Round Off': 'Indirect Expenses',
      Cash: 'Cash-in-Hand',
      'Bank Account': 'Bank Accounts',
      Maintenance: 'Sales Accounts',
      'Sinking fund': 'Sales Accounts',
      'A-101 Asha Rao': 'Sundry Debtors',
      'B-202 A&B <Co> "x"': 'Sundry Debtors',
      'Karnataka Lifts Pvt Ltd': 'Sundry Debtors',
    });

    const [first, second, igst, note, upi, cash, cheque, bounced] = vouchers as [
      Voucher,
      Voucher,
      Voucher,
      Voucher,
      Voucher,
      Voucher,
      Voucher,
      Voucher,
    ];
    expect(first).toMatchObject({
      VOUCHERTYPENAME: 'Sales',
      PARTYLEDGERNAME: 'A-101 Asha Rao',
      NARRATION: `Bill ${month.first.invoiceNumber} for A-101, November 2026`,
    });
    // ₹3,750 at 18 %: CGST 337.50 + SGST 337.50; ₹4,925.00 with nothing rounded off.
    expect(first['ALLLEDGERENTRIES.LIST']).toEqual([
      { LEDGERNAME: 'A-101 Asha Rao', ISDEEMEDPOSITIVE: 'Yes', ISPARTYLEDGER: 'Yes', AMOUNT: '-4925.00' },
      { LEDGERNAME: 'Maintenance', ISDEEMEDPOSITIVE: 'No', AMOUNT: '3750.00' },
      { LEDGERNAME: 'Sinking fund', ISDEEMEDPOSITIVE: 'No', AMOUNT: '500.00' },
      { LEDGERNAME: 'Output CGST', ISDEEMEDPOSITIVE: 'No', AMOUNT: '337.50' },
      { LEDGERNAME: 'Output SGST', ISDEEMEDPOSITIVE: 'No', AMOUNT: '337.50' },
    ]);
    // 4,583.33 + CGST 345.83 + SGST 345.83 = 5,274.99 → 5,275.00: 0.01 rounded off.
    expect(entriesOf(second)).toEqual([
      'B-202 A&B <Co> "x" -5275.00',
      'Maintenance 3750.00',
      'Other Charges 333.33',
      'Sinking fund 500.00',
      'Output CGST 345.83',
      'Output SGST 345.83',
      'Round Off 0.01',
    ]);
    // 5 % of 333.33 = 16.67 IGST; 850.00.
    expect(entriesOf(igst)).toEqual([
      'Karnataka Lifts Pvt Ltd -850.00',
      'Other Charges 833.33',
      'Output IGST 16.67',
    ]);
    // ₹375 of maintenance credited: GST 675 × 375 ÷ 3,750 = 67.50, halves of 33.75.
    expect(note.NARRATION).toBe(`Area corrected by the committee (bill ${month.first.invoiceNumber})`);
    expect(entriesOf(note)).toEqual([
      'Maintenance -375.00',
      'Output CGST -33.75',
      'Output SGST -33.75',
      'A-101 Asha Rao 442.50',
    ]);
    expect(upi.NARRATION).toBe('UPI, UTR 402100000123');
    expect(entriesOf(upi)).toEqual(['Bank Account -4482.50', 'A-101 Asha Rao 4482.50']);
    expect(cash.NARRATION).toBe('Cash');
    expect(entriesOf(cash)).toEqual(['Cash -1000.00', 'B-202 A&B <Co> "x" 1000.00']);
    expect(entriesOf(cheque)).toEqual(['Bank Account -500.00', 'A-101 Asha Rao 500.00']);
    expect(bounced.NARRATION).toBe(`Receipt ${month.cheque.receiptNumber} reversed: Cheque bounced`);
    expect(entriesOf(bounced)).toEqual(['A-101 Asha Rao -500.00', 'Bank Account 500.00']);
  });

  it('holds the financial year’s vouchers in a year’s export, and names the owner’s ledgers', async () => {
    const owner = await registeredSociety();
    const month = await buildSocietyMonth(context.app, owner);
    const saved = await context.app.inject({
      method: 'PUT',
      url: '/api/v2/settings/tally-ledgers',
      headers: month.headers,
      payload: {
        heads: [],
        otherIncome: 'Other Charges',
        interest: 'Interest on Arrears',
        cgst: 'CGST Payable',
        sgst: 'SGST Payable',
        igst: 'IGST Payable',
        gst: 'GST Payable',
        roundOff: 'Rounding',
        cash: 'Petty Cash',
        bank: 'HDFC Bank',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const year = tallyFile((await exportOf(month.headers, '2026-27')).body);
    const sales = year.vouchers.filter((voucher) => voucher.VOUCHERTYPENAME === 'Sales');
    expect(sales.map((voucher) => voucher.VOUCHERNUMBER)).toEqual([
      month.october.invoiceNumber,
      month.first.invoiceNumber,
      month.second.invoiceNumber,
      month.igst.invoiceNumber,
    ]);
    expect(year.vouchers).toHaveLength(9);
    expect(entriesOf(sales[1] as Voucher)).toContain('CGST Payable 337.50');
    const names = new Set(year.ledgers.map((ledger) => ledger.NAME));
    expect(names.has('HDFC Bank') && names.has('Petty Cash') && names.has('Rounding')).toBe(true);
    expect(names.has('Output CGST')).toBe(false);

    const october = tallyFile((await exportOf(month.headers, '2026-10')).body);
    expect(october.vouchers.map((voucher) => voucher.VOUCHERNUMBER)).toEqual([month.october.invoiceNumber]);
    const empty = tallyFile((await exportOf(month.headers, '2025-26')).body);
    expect(empty.vouchers).toEqual([]);
  });

  it('splits an older bill’s single GST in halves, and names a gone flat’s receipt by the bill it paid', async () => {
    const owner = await registeredSociety();
    const headers = await sessionHeadersFor(context.app, owner.user);
    const parent = await buildCustomer(db(), {
      parent: owner,
      values: {
        block: 'C',
        flat: 'C-3',
        name: 'Meera Iyer',
        area_hundredths: 125_050,
        price_per_sqft_paise: 250,
      },
    });
    // 1,250.50 sq.ft × ₹2.50 = ₹3,126.25 at 18 %: one GST figure of ₹562.73 (odd paise: not halved) …
    const odd = await buildInvoice(db(), { parent, values: { invoice_date: '2026-11-04' } });
    // … and ₹1,000.00 at 18 %: ₹180.00, halved.
    const even = await buildInvoice(db(), {
      parent,
      items: [{ itemName: 'Maintenance', unitPrice: 100_000, quantity: 100, basis: 'fixed' }],
      values: { invoice_date: '2026-11-05' },
    });
    const paid = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${even.invoice.id}/payments`,
      headers,
      payload: { amountPaid: 1180, datePaid: '2026-11-06', paymentMethod: 'Bank Transfer' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // The flat is gone since: its receipt and bills keep no customer.
    await db()
      .updateTable('receipts')
      .set({ customer_id: null })
      .where('business_id', '=', owner.business.id)
      .execute();
    await db()
      .updateTable('invoices')
      .set({ customer_id: null })
      .where('business_id', '=', owner.business.id)
      .execute();

    const { vouchers } = tallyFile((await exportOf(headers, '2026-11')).body);
    expect(vouchers.map((voucher) => [voucher.VOUCHERTYPENAME, voucher.PARTYLEDGERNAME])).toEqual([
      ['Sales', 'C-3 Meera Iyer'],
      ['Sales', 'C-3 Meera Iyer'],
      ['Receipt', 'C-3 Meera Iyer'],
    ]);
    const [first, second, receipt] = vouchers as [Voucher, Voucher, Voucher];
    // 3,126.25 + 562.73 = 3,688.98 → 3,689.00.
    expect(entriesOf(first)).toEqual([
      'C-3 Meera Iyer -3689.00',
      'Other Charges 3126.25',
      'Output GST 562.73',
      'Round Off 0.02',
    ]);
    expect(entriesOf(second)).toEqual([
      'C-3 Meera Iyer -1180.00',
      'Other Charges 1000.00',
      'Output CGST 90.00',
      'Output SGST 90.00',
    ]);
    expect(entriesOf(receipt)).toEqual(['Bank Account -1180.00', 'C-3 Meera Iyer 1180.00']);
    expect(odd.invoice.gst_paise).toBe(56_273);
  });

  it('refuses a period that is neither a month nor a financial year', async () => {
    const owner = await registeredSociety();
    const headers = await sessionHeadersFor(context.app, owner.user);
    for (const period of ['2026-13', '2026-28', 'November', '1999-12']) {
      const response = await exportOf(headers, period);
      expect(response.statusCode, period).toBe(400);
      expect(response.json().message).toBe(ACCOUNTS_PERIOD_MESSAGE);
    }
    const missing = await context.app.inject({
      method: 'GET',
      url: '/api/v2/reports/accounts/tally.xml',
      headers,
    });
    expect(missing.statusCode).toBe(400);
    const anonymous = await context.app.inject({
      method: 'GET',
      url: '/api/v2/reports/accounts/tally.xml?period=2026-11',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
