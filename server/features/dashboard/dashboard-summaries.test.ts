import { randomUUID } from 'node:crypto';
import { addDays, addMonths, type CalendarDate } from '@domain/dates';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  buildBusiness,
  buildCustomer,
  buildInvoice,
  buildPayment,
  type CustomerFixture,
} from '../../test/factories';
import { describeEachDatabase } from '../../test/test-servers';
import { findLedgerTotals } from '../ledger';
import {
  figuresFromRows,
  figuresFromSummaries,
  flatAccountsFromSummaries,
  type InvoiceFigures,
} from './dashboard.service';
import { foldSummaries } from './dashboard-summaries.repository';

const TODAY: CalendarDate = '2026-11-25';
const FROM_MONTH = addMonths('2026-11-01', -11).slice(0, 7);
const STATUSES = ['Paid', 'Partial', 'Unpaid'] as const;
const CURRENCIES = ['INR', 'USD', 'EUR'] as const;
const TYPES = ['Invoice', 'Bill', 'Quotation', 'Proforma'] as const;

/** An invoice's figures as any write may leave them: the triggers must follow whatever is stored. */
const invoiceValues = fc.record({
  status: fc.constantFrom(...STATUSES),
  currency: fc.constantFrom(...CURRENCIES),
  type: fc.constantFrom(...TYPES),
  totalPaise: fc.integer({ min: 1, max: 5_000_000 }),
  creditedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  receivedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  dueInDays: fc.integer({ min: -60, max: 60 }),
  replaced: fc.boolean(),
});
type InvoiceValues = typeof invoiceValues extends fc.Arbitrary<infer T> ? T : never;

/** A bill anyone would issue: unpaid, in rupees, due in ten days. */
const UNPAID_BILL: InvoiceValues = {
  status: 'Unpaid',
  currency: 'INR',
  type: 'Bill',
  totalPaise: 500_000,
  creditedShare: 0,
  receivedShare: 0,
  dueInDays: 10,
  replaced: false,
};

/** One write to a business's invoices or payments, or a fold; `pick` chooses among existing rows. */
type Step =
  | { kind: 'create'; values: InvoiceValues }
  | { kind: 'update'; pick: number; values: InvoiceValues }
  | { kind: 'pay'; pick: number; paise: number; daysAgo: number }
  | { kind: 'move-payment'; pick: number; toInvoice: number; paise: number; daysAgo: number }
  | { kind: 'delete-payment'; pick: number }
  | { kind: 'delete-invoice'; pick: number }
  | { kind: 'receive'; paise: number; openingShare: number; onFlat: boolean; reversed: boolean }
  | { kind: 'pay-from-receipt'; pick: number; receipt: number; paise: number }
  | { kind: 'change-receipt'; pick: number; onFlat: boolean; reversed: boolean; paise: number }
  | { kind: 'delete-receipt'; pick: number; paymentsFirst: boolean }
  | { kind: 'fold' };

const daysAgo = fc.integer({ min: 0, max: 800 });
const paise = fc.integer({ min: 1, max: 1_000_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('create' as const), values: invoiceValues }), weight: 4 },
  {
    arbitrary: fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), values: invoiceValues }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(), paise, daysAgo }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('move-payment' as const),
      pick: fc.nat(),
      toInvoice: fc.nat(),
      paise,
      daysAgo,
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('delete-payment' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('delete-invoice' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('receive' as const),
      paise,
      openingShare: fc.double({ min: 0, max: 1, noNaN: true }),
      onFlat: fc.boolean(),
      reversed: fc.boolean(),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay-from-receipt' as const),
      pick: fc.nat(),
      receipt: fc.nat(),
      paise,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('change-receipt' as const),
      pick: fc.nat(),
      onFlat: fc.boolean(),
      reversed: fc.boolean(),
      paise,
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('delete-receipt' as const),
      pick: fc.nat(),
      paymentsFirst: fc.boolean(),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('fold' as const) }), weight: 1 },
);

/** The stored columns of `values`; `id` is the invoice's own, which it may name as its replacement. */
function columnsOf(id: string, values: InvoiceValues) {
  const credited = Math.floor(values.totalPaise * values.creditedShare);
  return {
    status: values.status,
    currency: values.currency,
    type: values.type,
    total_paise: values.totalPaise,
    total_credited_paise: credited,
    total_received_paise: Math.floor((values.totalPaise - credited) * values.receivedShare),
    due_date: addDays(TODAY, values.dueInDays),
    replaced_by_invoice_id: values.replaced ? id : null,
  };
}

/** Figures in a stable order, so that two computations of the same ones compare equal. */
function inOrder(figures: InvoiceFigures): InvoiceFigures {
  return {
    counts: figures.counts,
    sums: [...figures.sums].sort((left, right) => left.currency.localeCompare(right.currency)),
    received: figures.received
      .reduce<InvoiceFigures['received']>((months, sum) => {
        const same = months.find((month) => month.month === sum.month && month.currency === sum.currency);
        if (same) same.paise += sum.paise;
        else months.push({ ...sum });
        return months;
      }, [])
      .sort((left, right) =>
        `${left.month}${left.currency}`.localeCompare(`${right.month}${right.currency}`),
      ),
  };
}

describeEachDatabase('the dashboard’s summaries', (context) => {
  const db = () => context.app.database.db;

  async function expectSummariesEqualRows(businessId: string) {
    const fromSummaries = await figuresFromSummaries(db(), businessId, TODAY, FROM_MONTH);
    const fromRows = await figuresFromRows(db(), { businessId, search: '' }, TODAY, FROM_MONTH);
    expect(inOrder(fromSummaries)).toEqual(inOrder(fromRows));
    const flats = await flatAccountsFromSummaries(db(), businessId);
    expect({ openingOwedPaise: flats.openingOwedPaise, advancePaise: flats.advancePaise }).toEqual(
      await findLedgerTotals(db(), businessId),
    );
  }

  async function apply(parent: CustomerFixture, next: Step) {
    const businessId = parent.business.id;
    const invoices = await db()
      .selectFrom('invoices')
      .select('id')
      .where('business_id', '=', businessId)
      .orderBy('id')
      .execute();
    const receipts = await db()
      .selectFrom('receipts')
      .select(['id', 'amount_paise'])
      .where('business_id', '=', businessId)
      .orderBy('id')
      .execute();
    const payments = await db()
      .selectFrom('payments')
      .select(['id', 'invoice_id'])
      .where('business_id', '=', businessId)
      .orderBy('id')
      .execute();
    const pickFrom = <T>(rows: T[], pick: number): T | undefined => rows[pick % Math.max(1, rows.length)];
    if (next.kind === 'create') {
      const id = randomUUID();
      await buildInvoice(db(), { parent, values: { id, ...columnsOf(id, next.values) } });
    } else if (next.kind === 'update') {
      const invoice = pickFrom(invoices, next.pick);
      if (invoice)
        await db()
          .updateTable('invoices')
          .set(columnsOf(invoice.id, next.values))
          .where('id', '=', invoice.id)
          .execute();
    } else if (next.kind === 'pay') {
      const invoice = pickFrom(invoices, next.pick);
      if (invoice)
        await buildPayment(
          db(),
          { id: invoice.id, business_id: businessId },
          { amountPaise: next.paise, datePaid: addDays(TODAY, -next.daysAgo) },
        );
    } else if (next.kind === 'move-payment') {
      const payment = pickFrom(payments, next.pick);
      const invoice = pickFrom(invoices, next.toInvoice);
      if (payment && invoice)
        await db()
          .updateTable('payments')
          .set({ invoice_id: invoice.id, amount_paise: next.paise, date_paid: addDays(TODAY, -next.daysAgo) })
          .where('id', '=', payment.id)
          .execute();
    } else if (next.kind === 'delete-payment') {
      const payment = pickFrom(payments, next.pick);
      if (payment) await db().deleteFrom('payments').where('id', '=', payment.id).execute();
    } else if (next.kind === 'delete-invoice') {
      const invoice = pickFrom(invoices, next.pick);
      if (invoice)
        await db()
          .transaction()
          .execute(async (trx) => {
            await trx.deleteFrom('payments').where('invoice_id', '=', invoice.id).execute();
            await trx.deleteFrom('invoices').where('id', '=', invoice.id).execute();
          });
    } else if (next.kind === 'receive') {
      await db()
        .insertInto('receipts')
        .values({
          id: randomUUID(),
          business_id: businessId,
          customer_id: next.onFlat ? parent.customer.id : null,
          receipt_number_value: receipts.length + 1 + Math.floor(Math.random() * 1e9),
          amount_paise: next.paise,
          opening_paise: Math.floor(next.paise * next.openingShare),
          date_paid: TODAY,
          payment_method: 'UPI',
          reversed_on: next.reversed ? TODAY : null,
          created_at: new Date().toISOString(),
        })
        .execute();
    } else if (next.kind === 'pay-from-receipt') {
      const invoice = pickFrom(invoices, next.pick);
      const receipt = pickFrom(receipts, next.receipt);
      if (invoice && receipt)
        await buildPayment(
          db(),
          { id: invoice.id, business_id: businessId },
          { amountPaise: next.paise, datePaid: TODAY, receiptId: receipt.id },
        );
    } else if (next.kind === 'change-receipt') {
      const receipt = pickFrom(receipts, next.pick);
      if (receipt)
        await db()
          .updateTable('receipts')
          .set({
            customer_id: next.onFlat ? parent.customer.id : null,
            reversed_on: next.reversed ? TODAY : null,
            amount_paise: next.paise,
            opening_paise: 0,
          })
          .where('id', '=', receipt.id)
          .execute();
    } else if (next.kind === 'delete-receipt') {
      const receipt = pickFrom(receipts, next.pick);
      if (receipt)
        await db()
          .transaction()
          .execute(async (trx) => {
            // The app deletes a receipt's payments first; the database's cascade takes them after it.
            if (next.paymentsFirst)
              await trx.deleteFrom('payments').where('receipt_id', '=', receipt.id).execute();
            await trx.deleteFrom('receipts').where('id', '=', receipt.id).execute();
          });
    } else {
      await foldSummaries(db(), context.app.database.dialect, businessId);
    }
  }

  it('always equal the figures added up from the invoices and payments, after any writes and folds', {
    timeout: 240_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const parent = await buildCustomer(db(), { parent: await buildBusiness(db()) });
        for (const [index, next] of steps.entries()) {
          await apply(parent, next);
          if (index === Math.floor(steps.length / 2)) await expectSummariesEqualRows(parent.business.id);
        }
        await expectSummariesEqualRows(parent.business.id);
        await foldSummaries(db(), context.app.database.dialect, parent.business.id);
        await expectSummariesEqualRows(parent.business.id);
      }),
      { numRuns: 40 },
    );
  });

  it.each([1, 2, 3, 4, 5])(
    'lose nothing when writes and folds of one business run at the same moment (%i)',
    async () => {
      const parent = await buildCustomer(db(), { parent: await buildBusiness(db()) });
      const { dialect } = context.app.database;
      const seeded = await Promise.all(
        Array.from({ length: 10 }, () => buildInvoice(db(), { parent, values: { currency: 'INR' } })),
      );
      await Promise.all([
        ...seeded.map((_fixture, index) =>
          apply(parent, { kind: 'pay', pick: index, paise: 1_000 + index, daysAgo: index * 20 }),
        ),
        ...seeded.map((fixture, index) =>
          db()
            .updateTable('invoices')
            .set({ status: index % 2 === 0 ? 'Paid' : 'Partial', total_received_paise: 1_000 + index })
            .where('id', '=', fixture.invoice.id)
            .execute(),
        ),
        ...Array.from({ length: 5 }, () => foldSummaries(db(), dialect, parent.business.id)),
      ]);
      await expectSummariesEqualRows(parent.business.id);
      const rows = await figuresFromRows(
        db(),
        { businessId: parent.business.id, search: '' },
        TODAY,
        FROM_MONTH,
      );
      expect(rows.counts.total).toBe(10);
    },
  );

  it('take a deleted receipt away whole, with the payments the database deletes after it', async () => {
    const parent = await buildCustomer(db(), { parent: await buildBusiness(db()) });
    const businessId = parent.business.id;
    await apply(parent, { kind: 'create', values: { ...UNPAID_BILL } });
    await apply(parent, { kind: 'receive', paise: 100_000, openingShare: 0, onFlat: true, reversed: false });
    await apply(parent, { kind: 'pay-from-receipt', pick: 0, receipt: 0, paise: 30_000 });
    expect((await flatAccountsFromSummaries(db(), businessId)).advancePaise).toBe(70_000);
    await apply(parent, { kind: 'delete-receipt', pick: 0, paymentsFirst: false });
    expect(
      await db().selectFrom('payments').select('id').where('business_id', '=', businessId).execute(),
    ).toEqual([]);
    expect((await flatAccountsFromSummaries(db(), businessId)).advancePaise).toBe(0);
    await expectSummariesEqualRows(businessId);
  });
});
