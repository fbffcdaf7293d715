import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildInvoice } from '../../test/factories';
import { rollBackThrough, useMigratedDatabase } from '../../test/migration-steps';
import { testDatabaseTargets } from '../../test/test-databases';
import { migrateToLatest } from '../migrate';

const MIGRATION = '20261211090000_flat_ledger';

/** Every payment stored before receipts existed becomes a receipt of its own, numbered in the order it was recorded. */
for (const base of testDatabaseTargets()) {
  describe(`flat ledger migration [${base.name}]`, () => {
    const migrated = useMigratedDatabase(base);

    it('gives each earlier payment its receipt, numbered per business in recording order', async () => {
      const first = await buildInvoice(migrated().db);
      const second = await buildInvoice(migrated().db);
      await rollBackThrough(migrated(), MIGRATION);
      const payments = [
        { invoice: first, amount: 300, at: '2026-11-02T10:00:00.000Z' },
        { invoice: second, amount: 700, at: '2026-11-01T09:00:00.000Z' },
        { invoice: first, amount: 200, at: '2026-11-01T08:00:00.000Z' },
      ].map((payment) => ({ ...payment, id: randomUUID() }));
      for (const { id, invoice, amount, at } of payments) {
        await sql`
          insert into payments (id, business_id, invoice_id, amount_paise, date_paid, payment_method, created_at)
          values (${id}, ${invoice.business.id}, ${invoice.invoice.id}, ${amount}, '2026-11-01', 'Cash', ${at})
        `.execute(migrated().db);
      }

      expect((await migrateToLatest(migrated()))[0]).toBe(`Up ${MIGRATION}`);
      const receipts = await migrated()
        .db.selectFrom('receipts')
        .innerJoin('payments', 'payments.receipt_id', 'receipts.id')
        .select([
          'receipts.id',
          'receipts.business_id',
          'receipts.customer_id',
          'receipts.receipt_number_value',
          'receipts.amount_paise',
        ])
        .orderBy('receipts.amount_paise')
        .execute();
      const [early, later, other] = [payments[2], payments[0], payments[1]].map((payment) => payment?.id);
      expect(
        receipts.map((receipt) => [
          receipt.id,
          Number(receipt.receipt_number_value),
          Number(receipt.amount_paise),
        ]),
      ).toEqual([
        [early, 1, 200],
        [later, 2, 300],
        [other, 1, 700],
      ]);
      expect(receipts[0]?.customer_id).toBe(first.customer.id);
      const counters = await migrated()
        .db.selectFrom('receipt_counters')
        .selectAll()
        .orderBy('last_number')
        .execute();
      expect(counters.map((counter) => [counter.business_id, Number(counter.last_number)])).toEqual([
        [second.business.id, 1],
        [first.business.id, 2],
      ]);
    });
  });
}
