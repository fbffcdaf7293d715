import { describe, expect, it } from 'vitest';
import { figuresFromRows, figuresFromSummaries } from '../../features/dashboard/dashboard.service';
import { buildCustomer, buildInvoice, buildPayment } from '../../test/factories';
import { rollBackThrough, useMigratedDatabase } from '../../test/migration-steps';
import { testDatabaseTargets } from '../../test/test-databases';
import { migrateToLatest } from '../migrate';

const MIGRATION = '20270103090000_dashboard_summaries';

/** Invoices and payments stored before the summaries existed are in them from the first dashboard on. */
for (const base of testDatabaseTargets()) {
  describe(`dashboard summaries migration [${base.name}]`, () => {
    const migrated = useMigratedDatabase(base);

    it('adds up the invoices and payments already stored, and keeps them from then on', async () => {
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
      expect((await migrateToLatest(migrated()))[0]).toBe(`Up ${MIGRATION}`);
      await buildInvoice(db, { parent });

      const { dialect } = migrated();
      const scope = { businessId: parent.business.id, search: '' };
      const fromSummaries = await figuresFromSummaries(
        db,
        dialect,
        scope.businessId,
        '2026-11-25',
        '2025-12',
      );
      const fromRows = await figuresFromRows(db, scope, '2026-11-25', '2025-12');
      const byCurrency = (sums: typeof fromRows.sums) =>
        [...sums].sort((left, right) => left.currency.localeCompare(right.currency));
      expect(fromSummaries.counts).toEqual(fromRows.counts);
      expect(byCurrency(fromSummaries.sums)).toEqual(byCurrency(fromRows.sums));
      expect(fromSummaries.received).toEqual(fromRows.received);
      expect(fromSummaries.counts.total).toBe(4);
      expect(fromSummaries.received).toEqual([{ month: '2026-11', currency: 'INR', paise: 50_000 }]);
    });
  });
}
