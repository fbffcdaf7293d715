import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rollBackThrough, useMigratedDatabase } from '../../test/migration-steps';
import { testDatabaseTargets } from '../../test/test-databases';
import { migrateToLatest } from '../migrate';

const MIGRATION = '20261205090000_outbox_interrupted_attempts';

/** Claims counted as attempts before; after it, only answered attempts are, and back again on the way down. */
for (const base of testDatabaseTargets()) {
  describe(`outbox interrupted attempts migration [${base.name}]`, () => {
    const migrated = useMigratedDatabase(base);

    it('takes the claim in progress off the attempts of a message being sent, and gives it back on the way down', async () => {
      await rollBackThrough(migrated(), MIGRATION);
      const instant = new Date().toISOString();
      const ids = {
        sending: '2f0d3f5e-9a57-4a8f-8a39-7f0f5a3c9e21',
        failed: '2f0d3f5e-9a57-4a8f-8a39-7f0f5a3c9e22',
      };
      for (const [status, id] of Object.entries(ids)) {
        // The columns as they were before the migration, written by hand.
        await sql`insert into outbox (id, channel, kind, recipient, subject, body_text, status, attempts,
            idempotency_key, created_at, updated_at, locked_until)
          values (${id}, 'email', 'account', 'someone@example.test', 'Reset', 'Hello', ${status}, 2,
            ${id}, ${instant}, ${instant}, ${status === 'sending' ? instant : null})`.execute(migrated().db);
      }
      expect(await migrateToLatest(migrated())).toContain(`Up ${MIGRATION}`);
      const counts = async () =>
        migrated()
          .db.selectFrom('outbox')
          .select(['id', 'attempts', 'interrupted_attempts'])
          .where('id', 'in', Object.values(ids))
          .orderBy('id')
          .execute();
      expect(await counts()).toEqual([
        { id: ids.sending, attempts: 1, interrupted_attempts: 0 },
        { id: ids.failed, attempts: 2, interrupted_attempts: 0 },
      ]);

      await migrated()
        .db.updateTable('outbox')
        .set({ interrupted_attempts: 3 })
        .where('id', '=', ids.failed)
        .execute();
      expect((await rollBackThrough(migrated(), MIGRATION)).at(-1)).toBe(`Down ${MIGRATION}`);
      const rows = await sql<{ id: string; attempts: number }>`select id, attempts from outbox
        where id in (${ids.sending}, ${ids.failed}) order by id`.execute(migrated().db);
      expect(rows.rows.map((row) => ({ ...row, attempts: Number(row.attempts) }))).toEqual([
        { id: ids.sending, attempts: 2 },
        { id: ids.failed, attempts: 5 },
      ]);
      await migrateToLatest(migrated());
    });
  });
}
