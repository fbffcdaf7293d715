import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildInvoice } from '../../test/factories';
import { rollBackThrough, useMigratedDatabase } from '../../test/migration-steps';
import { testDatabaseTargets } from '../../test/test-databases';
import { migrateToLatest } from '../migrate';

const MIGRATION = '20261212090000_receipt_reversals';

/**
 * Messages already in the outbox survive the change to its list of kinds (SQLite rebuilds the table),
 * and a bill's advance taken before payments said so is recognised by how it was written.
 */
for (const base of testDatabaseTargets()) {
  describe(`receipt reversals migration [${base.name}]`, () => {
    const migrated = useMigratedDatabase(base);

    it('keeps the outbox and marks the advance bills took', async () => {
      const { business, invoice } = await buildInvoice(migrated().db);
      await rollBackThrough(migrated(), MIGRATION);
      const at = new Date().toISOString();
      const messageId = randomUUID();
      await sql`
        insert into outbox (id, business_id, channel, kind, recipient, subject, body_text, invoice_id, status,
          idempotency_key, created_at, updated_at)
        values (${messageId}, ${business.id}, 'email', 'invoice', 'a@example.test', 'Bill', 'text', ${invoice.id},
          'queued', ${messageId}, ${at}, ${at})
      `.execute(migrated().db);
      const payments = [
        { note: 'Advance applied', paidBy: '' },
        { note: 'Advance brought forward applied', paidBy: '' },
        { note: 'Advance applied', paidBy: 'Rohan' },
        { note: 'Cash at the office', paidBy: '' },
      ].map((payment) => ({ ...payment, id: randomUUID() }));
      for (const { id, note, paidBy } of payments) {
        await sql`
          insert into payments (id, business_id, invoice_id, amount_paise, date_paid, payment_method, note,
            paid_by, created_at)
          values (${id}, ${business.id}, ${invoice.id}, 100, '2026-11-01', 'Cash', ${note}, ${paidBy}, ${at})
        `.execute(migrated().db);
      }

      expect((await migrateToLatest(migrated()))[0]).toBe(`Up ${MIGRATION}`);
      const message = await migrated()
        .db.selectFrom('outbox')
        .select(['kind', 'invoice_id', 'receipt_id', 'status'])
        .where('id', '=', messageId)
        .executeTakeFirstOrThrow();
      expect(message).toEqual({
        kind: 'invoice',
        invoice_id: invoice.id,
        receipt_id: null,
        status: 'queued',
      });
      const marked = await migrated()
        .db.selectFrom('payments')
        .select(['id', 'from_advance'])
        .where('invoice_id', '=', invoice.id)
        .execute();
      const byId = new Map(marked.map((row) => [row.id, Number(row.from_advance)]));
      expect(payments.map((payment) => byId.get(payment.id))).toEqual([1, 1, 0, 0]);
      // A receipt message is a kind the outbox now takes; an unknown kind is still refused.
      await expect(
        sql`update outbox set kind = 'receipt' where id = ${messageId}`.execute(migrated().db),
      ).resolves.toBeDefined();
      await expect(
        sql`update outbox set kind = 'postcard' where id = ${messageId}`.execute(migrated().db),
      ).rejects.toThrow();
    });
  });
}
