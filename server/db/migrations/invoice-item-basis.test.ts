import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildInvoice } from '../../test/factories';
import { rollBackThrough, useMigratedDatabase } from '../../test/migration-steps';
import { testDatabaseTargets } from '../../test/test-databases';
import { migrateToLatest } from '../migrate';

const MIGRATION = '20261207090000_invoice_item_basis';

/** Lines stored before a line had a basis were all billed per sq.ft, and read so afterwards. */
for (const base of testDatabaseTargets()) {
  describe(`invoice item basis migration [${base.name}]`, () => {
    const migrated = useMigratedDatabase(base);

    it('rolls back and re-applies, every stored line per sq.ft, and refuses an unknown basis', async () => {
      const { items } = await buildInvoice(migrated().db, {
        items: [{ itemName: 'Maintenance', unitPrice: 325, quantity: 125_050 }],
      });
      await rollBackThrough(migrated(), MIGRATION);
      const redone = await migrateToLatest(migrated());
      expect(redone[0]).toBe(`Up ${MIGRATION}`);
      const rows = await migrated()
        .db.selectFrom('invoice_items')
        .select(['item_name', 'basis', 'quantity_hundredths'])
        .where('invoice_id', '=', items[0]?.invoice_id ?? '')
        .orderBy('position')
        .execute();
      expect(rows).toEqual([{ item_name: 'Maintenance', basis: 'area', quantity_hundredths: 125_050 }]);
      await expect(
        sql`update invoice_items set basis = 'per-flat' where invoice_id = ${items[0]?.invoice_id}`.execute(
          migrated().db,
        ),
      ).rejects.toThrow();
    });
  });
}
