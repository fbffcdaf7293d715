import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildInvoice } from '../../test/factories';
import { rollBackThrough, useMigratedDatabase } from '../../test/migration-steps';
import { testDatabaseTargets } from '../../test/test-databases';
import { migrateToLatest } from '../migrate';

const MIGRATION = '20261208090000_invoice_gst_paise';

/** The tax column is renamed both ways with every stored amount kept. */
for (const base of testDatabaseTargets()) {
  describe(`invoice GST column migration [${base.name}]`, () => {
    const migrated = useMigratedDatabase(base);

    it('keeps the stored GST as vat_paise when rolled back and as gst_paise when applied again', async () => {
      const { invoice } = await buildInvoice(migrated().db);
      expect(invoice.gst_paise).toBeGreaterThan(0);
      await rollBackThrough(migrated(), MIGRATION);
      const before = await sql<{ vat_paise: number | string }>`
        select vat_paise from invoices where id = ${invoice.id}`.execute(migrated().db);
      expect(Number(before.rows[0]?.vat_paise)).toBe(invoice.gst_paise);

      const redone = await migrateToLatest(migrated());
      expect(redone[0]).toBe(`Up ${MIGRATION}`);
      const after = await migrated()
        .db.selectFrom('invoices')
        .select('gst_paise')
        .where('id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      expect(after.gst_paise).toBe(invoice.gst_paise);
    });
  });
}
