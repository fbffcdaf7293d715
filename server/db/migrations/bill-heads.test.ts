import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCustomer } from '../../test/factories';
import { rollBackThrough, useMigratedDatabase } from '../../test/migration-steps';
import { testDatabaseTargets } from '../../test/test-databases';
import { migrateToLatest } from '../migrate';

const MIGRATION = '20261209090000_bill_heads';

/** Customers stored before had no parking slot and lived in their own flats; heads keep to their bases. */
for (const base of testDatabaseTargets()) {
  describe(`bill heads migration [${base.name}]`, () => {
    const migrated = useMigratedDatabase(base);

    it('rolls back and re-applies, every stored customer owner-occupied without parking, and refuses bad values', async () => {
      const { customer, business } = await buildCustomer(migrated().db);
      await rollBackThrough(migrated(), MIGRATION);
      const redone = await migrateToLatest(migrated());
      expect(redone[0]).toBe(`Up ${MIGRATION}`);
      const db = migrated().db;
      const row = await db
        .selectFrom('customers')
        .select(['parking_slots', 'occupancy'])
        .where('id', '=', customer.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ parking_slots: 0, occupancy: 'owner' });
      await expect(
        sql`update customers set occupancy = 'rented' where id = ${customer.id}`.execute(db),
      ).rejects.toThrow();
      await expect(
        sql`update customers set parking_slots = -1 where id = ${customer.id}`.execute(db),
      ).rejects.toThrow();
      const now = new Date().toISOString();
      const head = {
        id: randomUUID(),
        business_id: business.id,
        name: 'Maintenance',
        name_key: 'maintenance',
        basis: 'area' as const,
        rate_hundredths: 325,
        hsn: '995419',
        position: 0,
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('bill_heads').values(head).execute();
      const again = { ...head, id: randomUUID(), name: 'MAINTENANCE' };
      await expect(db.insertInto('bill_heads').values(again).execute()).rejects.toThrow();
      const perMeter = { ...head, id: randomUUID(), name_key: 'water', basis: 'meter' as 'area' };
      await expect(db.insertInto('bill_heads').values(perMeter).execute()).rejects.toThrow();
      const blockless = { ...head, id: randomUUID(), name_key: 'lift', limit_kind: 'block' as const };
      await expect(db.insertInto('bill_heads').values(blockless).execute()).rejects.toThrow();
    });
  });
}
