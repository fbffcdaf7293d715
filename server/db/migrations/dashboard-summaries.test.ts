import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  figuresFromRows,
  figuresFromSummaries,
  flatAccountsFromSummaries,
} from '../../features/dashboard/dashboard.service';
import { findLedgerTotals } from '../../features/ledger';
import { buildCustomer, buildInvoice, buildPayment } from '../../test/factories';
import { rollBackThrough, useMigratedDatabase } from '../../test/migration-steps';
import { testDatabaseTargets } from '../../test/test-databases';
import { migrateToLatest } from '../migrate';

const MIGRATION = '20270103090000_dashboard_summaries';

/** Invoices and payments stored before the summaries existed are in them from the first dashboard on. */
for (const base of testDatabaseTargets()) {
  describe(`dashboard summaries migration [${base.name}]`, () => {
    const migrated = useMigratedDatabase(base);

    it('adds up the invoices, payments and receipts already stored, and keeps them from then on', async () => {
      const db = migrated().db;
      const parent = await buildCustomer(db);
      await rollBackThrough(migrated(), MIGRATION);
      const rupees = await buildInvoice(db, { parent, receivedPaise: 50_000 });
      await buildInvoice(db, {
        parent,
        values: { currency: 'USD', status: 'Partial', total_received_paise: 700 },
      });
      await buildInvoice(db, { parent, values: { type: 'Quotation' } });
      await buildPayment(db, rupees.invoice, { amountPaise: 50_000, datePaid: '2026-11-02' });
      // A flat's receipt of ₹1,000, ₹300 of it paid on a bill: ₹700 held.
      const receiptId = randomUUID();
      await db
        .insertInto('receipts')
        .values({
          id: receiptId,
          business_id: parent.business.id,
          customer_id: parent.customer.id,
          receipt_number_value: 1,
          amount_paise: 100_000,
          date_paid: '2026-11-03',
          payment_method: 'UPI',
          created_at: new Date().toISOString(),
        })
        .execute();
      await buildPayment(db, rupees.invoice, { amountPaise: 30_000, datePaid: '2026-11-03', receiptId });
      expect((await migrateToLatest(migrated()))[0]).toBe(`Up ${MIGRATION}`);
      await buildInvoice(db, { parent });

      const scope = { businessId: parent.business.id, search: '' };
      const fromSummaries = await figuresFromSummaries(db, scope.businessId, '2026-11-25', '2025-12');
      const fromRows = await figuresFromRows(db, scope, '2026-11-25', '2025-12');
      const byCurrency = (sums: typeof fromRows.sums) =>
        [...sums].sort((left, right) => left.currency.localeCompare(right.currency));
      expect(fromSummaries.counts).toEqual(fromRows.counts);
      expect(byCurrency(fromSummaries.sums)).toEqual(byCurrency(fromRows.sums));
      // The rows' sums come a day at a time: ₹500 on the 2nd and ₹300 on the 3rd.
      expect(fromRows.received.reduce((sum, day) => sum + day.paise, 0)).toBe(80_000);
      expect(fromSummaries.counts.total).toBe(4);
      expect(fromSummaries.received).toEqual([{ month: '2026-11', currency: 'INR', paise: 80_000 }]);
      const flats = await flatAccountsFromSummaries(db, scope.businessId);
      expect(flats.advancePaise).toBe(70_000);
      expect(await findLedgerTotals(db, scope.businessId)).toEqual({
        openingOwedPaise: flats.openingOwedPaise,
        advancePaise: flats.advancePaise,
      });
    });
  });
}
