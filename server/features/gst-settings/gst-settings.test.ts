import { DEFAULT_GST_SETTINGS, type TGstSettings, type TGstTurnover } from '@domain/api/gst-settings';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import { financialYearSpanOf } from '@domain/statement';
import { expect, it } from 'vitest';
import { gstSettingsOf } from '../../tenancy/gst-settings';
import {
  buildBusiness,
  buildCustomer,
  buildInvoice,
  type CustomerFixture,
  type InvoiceItemInput,
  MAINTENANCE_AND_SINKING_FUND,
} from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { financialYearTurnoverPaise } from '../invoices';

type Headers = { authorization: string };

const SOCIETY: TGstSettings = {
  housingSociety: true,
  rwaMode: 'excess',
  turnoverThreshold: 1_234_567.89,
  roundOff: false,
};

/** One fixed line of `paise`, taxable unless told. */
function line(itemName: string, paise: number, gstTreatment: InvoiceItemInput['gstTreatment'] = 'taxable') {
  return { itemName, unitPrice: paise, quantity: 100, basis: 'fixed' as const, gstTreatment };
}

describeEachDatabase('GST settings', (context) => {
  const db = () => context.app.database.db;
  const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());

  async function owner() {
    const tenant = await buildBusiness(db());
    const flat = await buildCustomer(db(), { parent: tenant });
    return { tenant, flat, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  function put(headers: Headers, payload: unknown) {
    return context.app.inject({
      method: 'PUT',
      url: '/api/v2/settings/gst',
      headers,
      payload: payload as object,
    });
  }

  async function read<T>(headers: Headers, url: string): Promise<T> {
    const response = await context.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('answers the defaults until the business saves its own, then keeps them exactly', async () => {
    const { tenant, headers } = await owner();
    expect(await read(headers, '/api/v2/settings/gst')).toEqual({
      housingSociety: false,
      rwaMode: 'whole',
      turnoverThreshold: 2_000_000,
      roundOff: true,
    });
    expect(await read(headers, '/api/v2/settings/gst')).toEqual(DEFAULT_GST_SETTINGS);
    expect(await gstSettingsOf(db(), tenant.business.id)).toEqual({
      housingSociety: false,
      rwaMode: 'whole',
      turnoverThresholdPaise: 200_000_000,
      roundOff: true,
    });

    const saved = await put(headers, SOCIETY);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(SOCIETY);
    expect(await read(headers, '/api/v2/settings/gst')).toEqual(SOCIETY);
    expect(await gstSettingsOf(db(), tenant.business.id)).toEqual({
      housingSociety: true,
      rwaMode: 'excess',
      turnoverThresholdPaise: 123_456_789,
      roundOff: false,
    });

    const again = await put(headers, { ...SOCIETY, rwaMode: 'whole', turnoverThreshold: 0, roundOff: true });
    expect(again.json()).toEqual({ ...SOCIETY, rwaMode: 'whole', turnoverThreshold: 0, roundOff: true });
    const rows = await db()
      .selectFrom('gst_settings')
      .selectAll()
      .where('business_id', '=', tenant.business.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad settings with the field named, changing nothing', async () => {
    const { tenant, headers } = await owner();
    expect((await put(headers, SOCIETY)).statusCode).toBe(200);
    const cases: Array<[object, string, string]> = [
      [
        { ...SOCIETY, rwaMode: 'half' },
        'rwaMode',
        'Choose how GST applies above ₹7,500: on the whole contribution or the excess',
      ],
      [
        { ...SOCIETY, turnoverThreshold: -1 },
        'turnoverThreshold',
        'The turnover threshold cannot be negative',
      ],
      [
        { ...SOCIETY, turnoverThreshold: 2_000_000.005 },
        'turnoverThreshold',
        'The turnover threshold can have at most 2 decimals',
      ],
      [
        { ...SOCIETY, turnoverThreshold: 100_000_000.01 },
        'turnoverThreshold',
        'The turnover threshold must be at most ₹10,00,00,000',
      ],
      [
        { ...SOCIETY, turnoverThreshold: '2000000' },
        'turnoverThreshold',
        'Please enter the turnover threshold in rupees',
      ],
      [{ ...SOCIETY, housingSociety: 'yes' }, 'housingSociety', 'Housing society must be on or off'],
      [{ ...SOCIETY, roundOff: undefined }, 'roundOff', 'Rounding totals must be on or off'],
    ];
    for (const [payload, path, message] of cases) {
      const response = await put(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().errors).toContainEqual({ path, message });
    }
    const unknown = await put(headers, { ...SOCIETY, gstRate: 18 });
    expect(unknown.statusCode).toBe(400);
    expect(await read(headers, '/api/v2/settings/gst')).toEqual(SOCIETY);
    expect((await gstSettingsOf(db(), tenant.business.id)).turnoverThresholdPaise).toBe(123_456_789);
  });

  /**
   * A year's documents (the financial year of today): ₹10,000 + ₹4,250 + ₹2,500.50 + a late-fee
   * invoice's ₹1,020 count, less a ₹1,000 credit note: ₹16,770.50. Quotations, proformas, a replaced
   * bill, a bill in dollars and those of the years before and after are left out.
   */
  async function yearOfBills(flat: CustomerFixture, headers: Headers) {
    const year = financialYearSpanOf(today());
    const bill = (items: InvoiceItemInput[], values: object) =>
      buildInvoice(db(), { parent: flat, gstRate: 18, items, values }).then((built) => built.invoice);
    const first = await bill([line('Maintenance', 900_000), line('Property tax', 100_000, 'levy')], {
      invoice_date: year.from,
      type: 'Invoice',
    });
    await bill(MAINTENANCE_AND_SINKING_FUND, { invoice_date: year.to, type: 'Bill' });
    await bill([line('Maintenance', 250_050)], { invoice_date: today(), type: 'Receipt' });
    const lateFee = await bill([line('Maintenance', 102_000)], { invoice_date: today(), type: 'Bill' });
    await bill([line('Maintenance', 100_000)], {
      invoice_date: year.from,
      type: 'Bill',
      replaced_by_invoice_id: lateFee.id,
    });
    await bill([line('Maintenance', 5_000_000)], { invoice_date: year.from, type: 'Quotation' });
    const proforma = await bill([line('Maintenance', 4_000_000)], {
      invoice_date: year.from,
      type: 'Proforma',
    });
    await bill([line('Consulting', 1_000_000)], { invoice_date: year.from, currency: 'USD' });
    await bill([line('Maintenance', 3_000_000)], { invoice_date: addDays(year.from, -1), type: 'Bill' });
    await bill([line('Maintenance', 2_000_000)], { invoice_date: addDays(year.to, 1), type: 'Bill' });
    for (const [invoiceId, amount] of [
      [first.id, 1000],
      [proforma.id, 500],
    ] as const) {
      const credited = await context.app.inject({
        method: 'POST',
        url: `/api/v2/invoices/${invoiceId}/credit-notes`,
        headers,
        payload: { date: today(), reason: 'Lift shut for a month', lines: [{ line: 0, amount }] },
      });
      expect(credited.statusCode, credited.body).toBe(201);
    }
    return { year, first };
  }

  it('sums the financial year’s bills before GST, less its credit notes, against the threshold', async () => {
    const { tenant, flat, headers } = await owner();
    const { year, first } = await yearOfBills(flat, headers);
    const businessId = tenant.business.id;
    expect(await financialYearTurnoverPaise(db(), businessId, year.from)).toBe(1_677_050);
    expect(await financialYearTurnoverPaise(db(), businessId, year.to)).toBe(1_677_050);
    expect(await financialYearTurnoverPaise(db(), businessId, addDays(year.from, -1))).toBe(3_000_000);
    expect(await financialYearTurnoverPaise(db(), businessId, addDays(year.to, 1))).toBe(2_000_000);
    // Worked out again for a bill already stored: neither it nor its credit note count.
    expect(await financialYearTurnoverPaise(db(), businessId, today(), { exceptInvoiceId: first.id })).toBe(
      777_050,
    );

    expect(await read<TGstTurnover>(headers, '/api/v2/settings/gst/turnover')).toEqual({
      financialYear: year.label,
      from: year.from,
      to: year.to,
      turnover: 16_770.5,
      threshold: 2_000_000,
      percent: 0.8,
      warning: false,
      exceeded: false,
    });
    // Another day's year, and a bill left out as the invoice form asks while that bill is edited.
    expect(
      await read<TGstTurnover>(headers, `/api/v2/settings/gst/turnover?date=${addDays(year.from, -1)}`),
    ).toMatchObject({ turnover: 30_000, from: financialYearSpanOf(addDays(year.from, -1)).from });
    expect(
      await read<TGstTurnover>(headers, `/api/v2/settings/gst/turnover?exceptInvoiceId=${first.id}`),
    ).toMatchObject({ turnover: 7_770.5 });
    for (const query of ['date=2026-02-30', 'exceptInvoiceId=1', 'month=2026-11']) {
      const refused = await context.app.inject({
        method: 'GET',
        url: `/api/v2/settings/gst/turnover?${query}`,
        headers,
      });
      expect(refused.statusCode, query).toBe(400);
    }
    await put(headers, { ...SOCIETY, turnoverThreshold: 20_000 });
    expect(await read<TGstTurnover>(headers, '/api/v2/settings/gst/turnover')).toMatchObject({
      turnover: 16_770.5,
      threshold: 20_000,
      percent: 83.8,
      warning: true,
      exceeded: false,
    });
    await put(headers, { ...SOCIETY, turnoverThreshold: 16_770.5 });
    expect(await read<TGstTurnover>(headers, '/api/v2/settings/gst/turnover')).toMatchObject({
      percent: 100,
      warning: true,
      exceeded: false,
    });
    await put(headers, { ...SOCIETY, turnoverThreshold: 16_770.49 });
    expect(await read<TGstTurnover>(headers, '/api/v2/settings/gst/turnover')).toMatchObject({
      percent: 100,
      warning: true,
      exceeded: true,
    });
  });

  it('counts nothing of another business, and nothing for a business with no bills', async () => {
    const { flat, headers } = await owner();
    await yearOfBills(flat, headers);
    const { tenant: other, headers: otherHeaders } = await owner();
    expect(await financialYearTurnoverPaise(db(), other.business.id, today())).toBe(0);
    expect(await read<TGstTurnover>(otherHeaders, '/api/v2/settings/gst/turnover')).toMatchObject({
      turnover: 0,
      threshold: 2_000_000,
      percent: 0,
      warning: false,
      exceeded: false,
    });
  });
});
