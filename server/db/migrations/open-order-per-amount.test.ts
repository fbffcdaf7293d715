import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildInvoice } from '../../test/factories';
import { rollBackThrough, useMigratedDatabase } from '../../test/migration-steps';
import { testDatabaseTargets } from '../../test/test-databases';
import { migrateToLatest } from '../migrate';
import type { NewPaymentOrderRow } from '../schema';

const MIGRATION = '20261204090000_open_order_per_amount';

/**
 * Orders left open twice for one amount by racing checkouts before the unique index: the newest stays
 * open, the older one is superseded (still recorded when paid), and the way back keeps every order.
 */
for (const base of testDatabaseTargets()) {
  describe(`open order per amount migration [${base.name}]`, () => {
    const migrated = useMigratedDatabase(base);

    const rollBack = () => rollBackThrough(migrated(), MIGRATION);

    const statuses = async (invoiceId: string) =>
      (
        await migrated()
          .db.selectFrom('payment_orders')
          .select(['receipt', 'status'])
          .where('invoice_id', '=', invoiceId)
          .orderBy('receipt')
          .execute()
      ).map((row) => `${row.receipt} ${row.status}`);

    it('keeps the newest of duplicate open orders open, and every order both ways', async () => {
      // Built with the schema the factories know, then taken back to before the migration.
      const { invoice } = await buildInvoice(migrated().db);
      await rollBack();
      const order = (receipt: string, minutesAgo: number, status: 'created' | 'paid'): NewPaymentOrderRow => {
        const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
        return {
          id: randomUUID(),
          business_id: invoice.business_id,
          invoice_id: invoice.id,
          provider: 'razorpay',
          provider_order_id: `order_${receipt}`,
          receipt: `${invoice.id.slice(0, 8)}-${receipt}`,
          amount_paise: receipt === 'other-amount' ? 5000 : 10000,
          currency: 'INR',
          status,
          provider_payment_id: status === 'paid' ? `pay_${receipt}` : null,
          created_at: at,
          updated_at: at,
        };
      };
      await migrated()
        .db.insertInto('payment_orders')
        .values([
          order('a-older', 3, 'created'),
          order('b-newer', 2, 'created'),
          order('c-paid', 4, 'paid'),
          order('other-amount', 5, 'created'),
        ])
        .execute();
      const prefix = invoice.id.slice(0, 8);

      expect(await migrateToLatest(migrated())).toContain(`Up ${MIGRATION}`);
      expect(await statuses(invoice.id)).toEqual([
        `${prefix}-a-older superseded`,
        `${prefix}-b-newer created`,
        `${prefix}-c-paid paid`,
        `${prefix}-other-amount created`,
      ]);
      // A claim for an amount with no open order is taken; a second open order for one amount is not.
      const claim = { ...order('claim', 0, 'created'), status: 'pending' as const, provider_order_id: null };
      await migrated()
        .db.insertInto('payment_orders')
        .values({ ...claim, amount_paise: 7000 })
        .execute();
      await expect(
        migrated()
          .db.insertInto('payment_orders')
          .values({ ...claim, id: randomUUID(), receipt: `${prefix}-claim-2` })
          .execute(),
      ).rejects.toThrow(/unique|duplicate/i);
      // Only a claim lacks a Razorpay order id.
      await expect(
        migrated()
          .db.insertInto('payment_orders')
          .values({ ...order('no-id', 0, 'created'), amount_paise: 8000, provider_order_id: null })
          .execute(),
      ).rejects.toThrow(/constraint/i);

      await rollBack();
      expect(await statuses(invoice.id)).toEqual([
        `${prefix}-a-older created`,
        `${prefix}-b-newer created`,
        `${prefix}-c-paid paid`,
        `${prefix}-other-amount created`,
      ]);
      expect(await migrateToLatest(migrated())).toContain(`Up ${MIGRATION}`);
      expect(await statuses(invoice.id)).toContain(`${prefix}-a-older superseded`);
    });
  });
}
