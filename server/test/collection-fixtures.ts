import { randomUUID } from 'node:crypto';
import type { AppInstance } from '../app-context';
import type { NewInvoiceRow } from '../db/schema';
import { addBillHead } from './bill-heads';
import { type BusinessFixture, buildCustomer, buildInvoice, type InvoiceItemInput } from './factories';
import { sessionHeadersFor } from './sessions';

/** A society's March 2026 in every way the collection report counts or leaves out, with its figures. */

export const MARCH = { from: '2026-03-01', to: '2026-03-31' };

async function expectStatus(response: { statusCode: number; body: string }, status = 201) {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return JSON.parse(response.body);
}

/**
 * Block A: A-1's bill on the first day (Maintenance ₹1,000 + Sinking fund ₹200 + 18 % GST = ₹1,416),
 * a cheque of ₹1,000 on the first day reversed, ₹416 by UPI on the last day; its bills of the day
 * before and the day after and a quotation left out. A-2's bill on the last day (Maintenance ₹1,000.50,
 * GST ₹180.09, a hand-made 'Parking sticker' ₹99.25 without GST: ₹1,280 after ₹0.16 round-off) paid
 * in cash, and ₹50 and ₹60 on account the days outside. Block B: B-1's ₹300 under a head deleted since,
 * ₹100 of it paid by bank transfer, and an invoice it replaced left out. Block C: a ₹500 bill whose
 * flat is gone, unpaid.
 */
export async function buildCollectionSociety(app: AppInstance, owner: BusinessFixture) {
  const db = app.database.db;
  const headers = await sessionHeadersFor(app, owner.user);
  const maintenance = await addBillHead(app, headers, { name: 'Maintenance', basis: 'area', rate: 3 });
  const sinking = await addBillHead(app, headers, { name: 'Sinking fund', basis: 'flat', rate: 200 });
  const flat = (block: string, name: string) =>
    buildCustomer(db, { parent: owner, values: { block, floor: '1', flat: name, name: `Resident ${name}` } });
  const line = (
    itemName: string,
    paise: number,
    gstTreatment: InvoiceItemInput['gstTreatment'] = 'taxable',
  ) => ({
    itemName,
    unitPrice: paise,
    quantity: 100,
    basis: 'fixed' as const,
    gstTreatment,
  });
  const bill = async (
    parent: Awaited<ReturnType<typeof flat>>,
    date: string,
    lines: Array<{ item: InvoiceItemInput; headId: string | null }>,
    values: Partial<NewInvoiceRow> = {},
  ) => {
    const { invoice, items } = await buildInvoice(db, {
      parent,
      items: lines.map(({ item }) => item),
      gstRate: 18,
      values: { invoice_date: date, due_date: date, ...values },
    });
    for (const [index, { headId }] of lines.entries())
      await db
        .updateTable('invoice_items')
        .set({ bill_head_id: headId })
        .where('id', '=', items[index]?.id ?? '')
        .execute();
    return invoice;
  };
  const pay = async (invoiceId: string, amountPaid: number, datePaid: string, paymentMethod: string) =>
    expectStatus(
      await app.inject({
        method: 'POST',
        url: `/api/v2/invoices/${invoiceId}/payments`,
        headers,
        payload: { amountPaid, datePaid, paymentMethod },
      }),
    );
  const payOnAccount = async (
    customerId: string,
    amountPaid: number,
    datePaid: string,
    paymentMethod: string,
  ) =>
    (
      await expectStatus(
        await app.inject({
          method: 'POST',
          url: `/api/v2/clients/${customerId}/payments`,
          headers,
          payload: { amountPaid, datePaid, paymentMethod },
        }),
      )
    ).receipt._id as string;

  const a1 = await flat('A', 'A-1');
  const a1Bill = await bill(a1, MARCH.from, [
    { item: line('Maintenance', 100_000), headId: maintenance },
    { item: line('Sinking fund', 20_000), headId: sinking },
  ]);
  await bill(a1, '2026-02-28', [{ item: line('Maintenance', 70_000), headId: maintenance }]);
  await bill(a1, '2026-04-01', [{ item: line('Maintenance', 80_000), headId: maintenance }]);
  await bill(a1, '2026-03-10', [{ item: line('Maintenance', 90_000), headId: maintenance }], {
    type: 'Quotation',
  });
  const cheque = await payOnAccount(a1.customer.id, 1000, MARCH.from, 'Cheque');
  await expectStatus(
    await app.inject({
      method: 'POST',
      url: `/api/v2/receipts/${cheque}/reverse`,
      headers,
      payload: { reversedOn: '2026-03-02', reason: 'Cheque bounced' },
    }),
    200,
  );
  await pay(a1Bill.id, 416, MARCH.to, 'UPI');

  const a2 = await flat('A', 'A-2');
  const a2Bill = await bill(a2, MARCH.to, [
    { item: line('Maintenance', 100_050), headId: maintenance },
    { item: line('Parking sticker', 9_925, 'exempt'), headId: null },
  ]);
  await pay(a2Bill.id, 1280, '2026-03-05', 'Cash');
  await payOnAccount(a2.customer.id, 50, '2026-02-28', 'Cash');
  await payOnAccount(a2.customer.id, 60, '2026-04-01', 'Cash');

  const b1 = await flat('B', 'B-1');
  const b1Bill = await bill(b1, '2026-03-15', [
    { item: line('Old water charge', 30_000, 'exempt'), headId: randomUUID() },
  ]);
  await bill(b1, '2026-03-15', [{ item: line('Maintenance', 10_000), headId: maintenance }], {
    replaced_by_invoice_id: b1Bill.id,
  });
  await pay(b1Bill.id, 100, '2026-03-20', 'Bank Transfer');

  const gone = await flat('C', 'C-1');
  await bill(gone, '2026-03-10', [{ item: line('Hall booking', 50_000, 'exempt'), headId: null }], {
    customer_id: null,
  });

  return { headers, maintenance, sinking, waterBill: b1Bill.id };
}
