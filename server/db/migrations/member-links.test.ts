import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCustomer } from '../../test/factories';
import { rollBackThrough, useMigratedDatabase } from '../../test/migration-steps';
import { testDatabaseTargets } from '../../test/test-databases';
import { migrateToLatest } from '../migrate';

const MIGRATION = '20261228090000_member_links';

/** A statement link a member was given before member links keeps opening: its hash is carried over. */
for (const base of testDatabaseTargets()) {
  describe(`member links migration [${base.name}]`, () => {
    const migrated = useMigratedDatabase(base);

    it('carries each statement link over as a hash that opens the same flat, and keeps no token', async () => {
      const { customer, business } = await buildCustomer(migrated().db);
      await rollBackThrough(migrated(), MIGRATION);
      const db = migrated().db;
      const token = 'given-before-member-links_0123456';
      await sql`insert into ledger_accounts (business_id, customer_id, opening_paise, opening_as_of, statement_token, updated_at)
        values (${business.id}, ${customer.id}, 0, null, ${token}, ${new Date().toISOString()})`.execute(db);
      expect((await migrateToLatest(migrated()))[0]).toBe(`Up ${MIGRATION}`);
      const links = await db
        .selectFrom('member_links')
        .select(['token_hash', 'business_id', 'customer_id', 'token_sealed'])
        .where('customer_id', '=', customer.id)
        .execute();
      expect(links).toEqual([
        {
          token_hash: createHash('sha256').update(token).digest('hex'),
          business_id: business.id,
          customer_id: customer.id,
          token_sealed: null,
        },
      ]);
      const columns = (await db.introspection.getTables()).find((table) => table.name === 'ledger_accounts');
      expect(columns?.columns.map((column) => column.name)).not.toContain('statement_token');
    });
  });
}
