import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInvoice } from '../../test/factories';
import { isolatedTestTarget } from '../../test/isolated-database';
import { testDatabaseTargets } from '../../test/test-databases';
import { createDatabase, type Database } from '../database';
import { migrateDown, migrateToLatest } from '../migrate';

const MIGRATION = '20261207090000_invoice_item_basis';

/** Lines stored before a line had a basis were all billed per sq.ft, and read so afterwards. */
for (const base of testDatabaseTargets()) {
  describe(`invoice item basis migration [${base.name}]`, () => {
    let database: Database;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const isolated = await isolatedTestTarget(base);
      drop = isolated.drop;
      const sqliteFile = path.join(mkdtempSync(path.join(tmpdir(), 'bahi-migration-')), 'test.db');
      database = createDatabase({ databaseUrl: isolated.target.databaseUrl, sqliteFile });
      await migrateToLatest(database);
    });
    afterAll(async () => {
      await database.destroy();
      await drop();
    });

    it('rolls back and re-applies, every stored line per sq.ft, and refuses an unknown basis', async () => {
      const { items } = await buildInvoice(database.db, {
        items: [{ itemName: 'Maintenance', unitPrice: 325, quantity: 125_050 }],
      });
      const undone: string[] = [];
      while (!undone.includes(`Down ${MIGRATION}`)) {
        const step = await migrateDown(database);
        if (step.length === 0) throw new Error(`${MIGRATION} is not among the migrations`);
        undone.push(...step);
      }
      const redone = await migrateToLatest(database);
      expect(redone[0]).toBe(`Up ${MIGRATION}`);
      const rows = await database.db
        .selectFrom('invoice_items')
        .select(['item_name', 'basis', 'quantity_hundredths'])
        .where('invoice_id', '=', items[0]?.invoice_id ?? '')
        .orderBy('position')
        .execute();
      expect(rows).toEqual([{ item_name: 'Maintenance', basis: 'area', quantity_hundredths: 125_050 }]);
      await expect(
        sql`update invoice_items set basis = 'per-flat' where invoice_id = ${items[0]?.invoice_id}`.execute(
          database.db,
        ),
      ).rejects.toThrow();
    });
  });
}
