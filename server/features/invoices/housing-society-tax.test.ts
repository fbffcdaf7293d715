import { randomUUID } from 'node:crypto';
import type { RwaMode } from '@domain/housing-society';
import { expect, it } from 'vitest';
import { addBillHead } from '../../test/bill-heads';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('housing-society GST on bills', (context) => {
  const db = () => context.app.database.db;

  /** A registered society in Maharashtra with the housing-society rule, and a flat of 1,000 sq.ft. */
  async function society(rule: { mode?: RwaMode; thresholdPaise?: number } = {}) {
    const tenant = await buildBusiness(db(), { values: { gstin: '27AAPFU0939F1ZV' } });
    await db()
      .insertInto('gst_settings')
      .values({
        business_id: tenant.business.id,
        housing_society: 1,
        rwa_mode: rule.mode ?? 'whole',
        // Above the threshold by default, so the ₹7,500 test alone decides.
        turnover_threshold_paise: rule.thresholdPaise ?? 0,
        round_off: 1,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const { customer: flat } = await buildCustomer(db(), {
      parent: tenant,
      values: { block: 'B', area_hundredths: 100_000, price_per_sqft_paise: 0 },
    });
    return { ...tenant, flat, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  async function bill(headers: Headers, flatId: string, lines: Array<[string, number, string?]>) {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices',
      headers,
      payload: {
        client: { _id: flatId },
        // An invoice, not a proforma: only bills count in the year's turnover.
        type: 'Invoice',
        rates: 18,
        items: lines.map(([itemName, unitPrice, gstTreatment]) => ({
          itemName,
          unitPrice,
          basis: 'fixed',
          quantity: 1,
          ...(gstTreatment ? { gstTreatment } : {}),
        })),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const exemptions = (invoice: { items: Array<{ exemption: string | null }> }) =>
    invoice.items.map((item) => item.exemption);

  it('tests a month of ₹7,499, ₹7,500, ₹7,501 and ₹9,000 per flat: GST on the whole above ₹7,500', async () => {
    const { flat, headers } = await society();
    const figures = [];
    for (const amount of [7499, 7500, 7501, 9000]) {
      const invoice = await bill(headers, flat.id, [['Maintenance', amount]]);
      figures.push([invoice.vat, invoice.total, invoice.taxDocument, exemptions(invoice)[0]]);
    }
    const rwa = 'Exempt: member contribution up to ₹7,500 a month';
    expect(figures).toEqual([
      [0, 7499, 'Bill of Supply', rwa],
      [0, 7500, 'Bill of Supply', rwa],
      // 9 % of 7,501 = 675.09 each: 1,350.18; 8,851.18 → 8,851.
      [1350.18, 8851, 'Tax Invoice', null],
      // 9 % of 9,000 = 810 each.
      [1620, 10_620, 'Tax Invoice', null],
    ]);
  });

  it('taxes only the excess above ₹7,500 when the society follows the High Court', async () => {
    const { flat, headers } = await society({ mode: 'excess' });
    const over = await bill(headers, flat.id, [['Maintenance', 9000]]);
    // Taxable 1,500: 9 % = 135 each.
    expect(over).toMatchObject({
      vat: 270,
      total: 9270,
      taxSummary: [{ rate: 18, taxableValue: 1500, cgst: 135, sgst: 135, igst: 0 }],
    });
    expect(exemptions(over)).toEqual(['Exempt: member contribution up to ₹7,500 a month']);
    const barely = await bill(headers, flat.id, [['Maintenance', 7501]]);
    // Taxable ₹1: 9 % = 0.09 each.
    expect(barely).toMatchObject({ vat: 0.18, total: 7501 });
  });

  it('leaves a statutory levy out of the test and untaxed', async () => {
    const { flat, headers } = await society();
    // ₹7,000 maintenance + ₹1,000 property tax: the member's contribution is ₹7,000, exempt.
    const invoice = await bill(headers, flat.id, [
      ['Maintenance', 7000],
      ['Property tax', 1000, 'levy'],
    ]);
    expect(invoice).toMatchObject({ vat: 0, total: 8000, taxDocument: 'Bill of Supply' });
    expect(exemptions(invoice)).toEqual([
      'Exempt: member contribution up to ₹7,500 a month',
      'Statutory levy: not taxed',
    ]);
  });

  it('taxes nothing while the year’s turnover with the bill stays under the threshold', async () => {
    const { flat, headers } = await society({ thresholdPaise: 1_000_000 });
    // ₹9,000 of a ₹10,000 threshold: exempt; the next ₹9,000 takes the year to ₹18,000: taxed.
    const first = await bill(headers, flat.id, [['Maintenance', 9000]]);
    expect(first).toMatchObject({ vat: 0, total: 9000 });
    expect(exemptions(first)).toEqual(['Exempt: turnover under the GST threshold']);
    const second = await bill(headers, flat.id, [['Maintenance', 9000]]);
    expect(second).toMatchObject({ vat: 1620, total: 10_620 });
  });

  it('tests a quarter’s run bill per month: ₹22,500 a quarter exempt, ₹24,000 taxed', async () => {
    const { business, headers } = await society();
    const now = new Date().toISOString();
    const flats = [
      { flat: 'A-1', area: 250_000 }, // 2,500 sq.ft × ₹3 × 3 months = 22,500
      { flat: 'A-2', area: 266_667 }, // 2,666.67 sq.ft × ₹3 × 3 = 24,000.03
    ];
    await db()
      .insertInto('customers')
      .values(
        flats.map((each) => ({
          id: randomUUID(),
          business_id: business.id,
          name: `Resident ${each.flat}`,
          email: '',
          block: 'A',
          floor: '1',
          flat: each.flat,
          area_hundredths: each.area,
          price_per_sqft_paise: 0,
          sort_key: each.flat,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await addBillHead(context.app, headers, { name: 'Maintenance', basis: 'area', rate: 3 });
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/v2/billing-runs',
      headers,
      payload: { period: '2026-Q3', flats: { kind: 'block', block: 'A' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id;
    const preview = await context.app.inject({ method: 'GET', url: `/api/v2/billing-runs/${id}`, headers });
    const rows = preview.json().rows.map((row: { subTotal: number; gst: number }) => [row.subTotal, row.gst]);
    // 9 % of 24,000.03 = 2,160.0027 → 2,160.00 each.
    expect(rows).toEqual([
      [22_500, 0],
      [24_000.03, 4320],
    ]);
    const published = await context.app.inject({
      method: 'POST',
      url: `/api/v2/billing-runs/${id}/publish`,
      headers,
    });
    expect(published.statusCode, published.body).toBe(200);
    const stored = await db()
      .selectFrom('invoices')
      .select(['client_flat', 'sub_total_paise', 'gst_paise', 'tax_document'])
      .where('business_id', '=', business.id)
      .orderBy('client_flat')
      .execute();
    expect(stored).toEqual([
      { client_flat: 'A-1', sub_total_paise: 2_250_000, gst_paise: 0, tax_document: 'Bill of Supply' },
      { client_flat: 'A-2', sub_total_paise: 2_400_003, gst_paise: 432_000, tax_document: 'Tax Invoice' },
    ]);
  });
});
