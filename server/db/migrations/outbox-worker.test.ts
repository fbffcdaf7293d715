import { describe, expect, it } from 'vitest';
import { rollBackThrough, useMigratedDatabase } from '../../test/migration-steps';
import { testDatabaseTargets } from '../../test/test-databases';
import { migrateToLatest } from '../migrate';

const MIGRATION = '20261124090000_outbox_worker';

/** The outbox migration keeps the mail already in the table, both ways (SQLite rebuilds the table). */
for (const base of testDatabaseTargets()) {
  describe(`outbox worker migration [${base.name}]`, () => {
    const migrated = useMigratedDatabase(base);

    it('rolls back and re-applies, keeping existing messages', async () => {
      const instant = new Date().toISOString();
      const id = '2f0d3f5e-9a57-4a8f-8a39-7f0f5a3c9e11';
      await migrated()
        .db.insertInto('outbox')
        .values({
          id,
          business_id: null,
          channel: 'email',
          kind: 'account',
          recipient: 'someone@example.test',
          subject: 'Reset',
          body_text: 'Hello',
          body_html: null,
          invoice_id: null,
          template: null,
          status: 'sending',
          last_error: null,
          next_attempt_at: instant,
          locked_until: instant,
          idempotency_key: id,
          created_at: instant,
          updated_at: instant,
          sent_at: null,
        })
        .execute();
      await rollBackThrough(migrated(), MIGRATION);
      const redone = await migrateToLatest(migrated());
      expect(redone[0]).toBe(`Up ${MIGRATION}`);
      const row = await migrated()
        .db.selectFrom('outbox')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // Mid-send when rolled back: queued again, due since it was made, under its own id as the key.
      expect(row).toMatchObject({
        status: 'queued',
        kind: 'account',
        idempotency_key: id,
        next_attempt_at: instant,
        locked_until: null,
        recipient: 'someone@example.test',
      });
    });
  });
}
