import { randomUUID } from 'node:crypto';
import { PAYMENT_SUCCESSFUL_MESSAGE, type TCheckoutAnswer } from '@domain/api/online-payments';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RazorpayEmulator, startRazorpayEmulator } from '../../../tools/razorpay-emulator/emulator';
import { encryptSecret } from '../../security/secret-box';
import { type BusinessFixture, buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { describeEachDatabase } from '../../test/test-servers';

const TRIALS = 20;
const CONCURRENT_CHECKOUTS = 20;
/** Short, so that a claim left by a dead checkout runs out within a test. */
const TEST_RAZORPAY_TIMEOUT_MS = 1_000;

/** Every order made at Razorpay, counted from the emulator's request log. */
let ordersMadeAtRazorpay = 0;
let emulator: RazorpayEmulator;
beforeAll(async () => {
  emulator = await startRazorpayEmulator({
    port: 0,
    log: (line) => {
      if (/^POST \/v1\/orders → 200$/.test(line)) ordersMadeAtRazorpay += 1;
    },
  });
});
afterAll(async () => emulator.close());

type Merchant = BusinessFixture & { keyId: string; keySecret: string };

describeEachDatabase(
  'checkout races',
  (context) => {
    const db = () => context.app.database.db;

    async function merchant(): Promise<Merchant> {
      const keyId = `rzp_test_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
      const keySecret = `key-secret-${randomUUID()}`;
      const tenant = await buildBusiness(db(), {
        values: {
          razorpay_key_id: keyId,
          razorpay_secret_encrypted: encryptSecret(context.app.config.appSecret, keySecret),
        },
      });
      emulator.addAccount({ keyId, keySecret });
      return { ...tenant, keyId, keySecret };
    }

    async function invoiceOf(tenant: BusinessFixture) {
      const parent = await buildCustomer(db(), { parent: tenant });
      return (await buildInvoice(db(), { parent })).invoice;
    }

    // Each call gets its own address, so the per-address limit never counts one test's checkouts together.
    let addresses = 0;
    const checkout = (invoiceId: string) => {
      addresses += 1;
      return context.app.inject({
        method: 'POST',
        url: '/api/v2/payment/checkout',
        payload: { invoiceId },
        remoteAddress: `198.18.${Math.floor(addresses / 250)}.${addresses % 250}`,
      });
    };

    const ordersOf = (invoiceId: string) =>
      db().selectFrom('payment_orders').selectAll().where('invoice_id', '=', invoiceId).execute();

    /** A claim as a checkout leaves it when it dies after claiming and before Razorpay answers. */
    async function leftClaim(
      tenant: BusinessFixture,
      invoiceId: string,
      amountPaise: number,
      claimedAt: Date,
    ) {
      const id = randomUUID();
      await db()
        .insertInto('payment_orders')
        .values({
          id,
          business_id: tenant.business.id,
          invoice_id: invoiceId,
          provider: 'razorpay',
          provider_order_id: null,
          receipt: `${invoiceId.replaceAll('-', '')}-dead`,
          amount_paise: amountPaise,
          currency: 'INR',
          status: 'pending',
          provider_payment_id: null,
          created_at: claimedAt.toISOString(),
          updated_at: claimedAt.toISOString(),
        })
        .execute();
      return id;
    }

    it(`${CONCURRENT_CHECKOUTS} concurrent checkouts of one invoice make one order, in each of ${TRIALS} trials`, async () => {
      const tenant = await merchant();
      const trials: Array<{ orderIds: number; stored: number; madeAtRazorpay: number }> = [];
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const invoice = await invoiceOf(tenant);
        const before = ordersMadeAtRazorpay;
        // Payers' requests arrive spread over a few tens of milliseconds, as they do over a network.
        const answers = await Promise.all(
          Array.from({ length: CONCURRENT_CHECKOUTS }, async (_, index) => {
            await new Promise((resolve) => setTimeout(resolve, (index * 37) % 50));
            return checkout(invoice.id);
          }),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(CONCURRENT_CHECKOUTS).fill(200));
        const orderIds = new Set(answers.map((answer) => answer.json<TCheckoutAnswer>().order.id));
        const stored = await ordersOf(invoice.id);
        trials.push({
          orderIds: orderIds.size,
          stored: stored.length,
          madeAtRazorpay: ordersMadeAtRazorpay - before,
        });
        expect(stored.map((row) => row.provider_order_id)).toContain([...orderIds][0]);
      }
      // One order id answered, one order stored, and Razorpay asked once: no order exists there that
      // nobody was handed.
      expect(
        trials.filter((trial) => trial.orderIds > 1),
        'trials answering several order ids',
      ).toEqual([]);
      expect(trials.filter((trial) => trial.stored !== 1 || trial.madeAtRazorpay !== 1)).toEqual([]);
    });

    it('takes over a claim left by a checkout that died before Razorpay answered, once its lease ran out', async () => {
      const tenant = await merchant();
      const invoice = await invoiceOf(tenant);
      const claimId = await leftClaim(tenant, invoice.id, Number(invoice.total_paise), new Date());
      const started = Date.now();
      const answer = await checkout(invoice.id);
      expect(answer.statusCode).toBe(200);
      const waited = Date.now() - started;
      // The claim was young: the checkout waited for its lease (twice the Razorpay timeout) to run out.
      expect(waited).toBeGreaterThanOrEqual(2 * TEST_RAZORPAY_TIMEOUT_MS - 100);
      expect(waited).toBeLessThan(2 * TEST_RAZORPAY_TIMEOUT_MS + 3_000);
      const stored = await ordersOf(invoice.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        id: claimId,
        status: 'created',
        provider_order_id: answer.json<TCheckoutAnswer>().order.id,
      });
      // Asked again, the same order.
      expect((await checkout(invoice.id)).json<TCheckoutAnswer>().order).toEqual(
        answer.json<TCheckoutAnswer>().order,
      );
    });

    it('takes over a stale claim at once', async () => {
      const tenant = await merchant();
      const invoice = await invoiceOf(tenant);
      await leftClaim(tenant, invoice.id, Number(invoice.total_paise), new Date(Date.now() - 60_000));
      const started = Date.now();
      const answer = await checkout(invoice.id);
      expect(answer.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(TEST_RAZORPAY_TIMEOUT_MS);
      const stored = await ordersOf(invoice.id);
      expect(stored.map((row) => [row.status, row.provider_order_id])).toEqual([
        ['created', answer.json<TCheckoutAnswer>().order.id],
      ]);
    });

    it('waits for a live claim and answers the order it makes', async () => {
      const tenant = await merchant();
      const invoice = await invoiceOf(tenant);
      const amount = Number(invoice.total_paise);
      const claimId = await leftClaim(tenant, invoice.id, amount, new Date());
      const before = ordersMadeAtRazorpay;
      const waiting = checkout(invoice.id);
      // The claim's own checkout gets its order from Razorpay a moment later and fills it in.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const made = await fetch(`${emulator.url}/v1/orders`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${Buffer.from(`${tenant.keyId}:${tenant.keySecret}`).toString('base64')}`,
        },
        body: JSON.stringify({ amount, currency: 'INR', receipt: 'live-claim' }),
      });
      const order = (await made.json()) as { id: string };
      await db()
        .updateTable('payment_orders')
        .set({ status: 'created', provider_order_id: order.id })
        .where('id', '=', claimId)
        .execute();
      const answer = await waiting;
      expect(answer.statusCode).toBe(200);
      expect(answer.json<TCheckoutAnswer>().order).toEqual({ id: order.id, amount, currency: 'INR' });
      expect(ordersMadeAtRazorpay - before).toBe(1);
      expect(await ordersOf(invoice.id)).toHaveLength(1);
    });

    it('leaves no claim behind when Razorpay refuses the order, so the next checkout makes one', async () => {
      const tenant = await merchant();
      const invoice = await invoiceOf(tenant);
      emulator.failNext('POST /v1/orders', 500);
      const failed = await checkout(invoice.id);
      expect(failed.statusCode).toBe(503);
      expect(await ordersOf(invoice.id)).toEqual([]);
      const next = await checkout(invoice.id);
      expect(next.statusCode).toBe(200);
      expect((await ordersOf(invoice.id)).map((row) => row.status)).toEqual(['created']);
    });

    it('keeps one open order per amount: a new balance gets its own order, the old one stays payable', async () => {
      const tenant = await merchant();
      const invoice = await invoiceOf(tenant);
      const first = (await checkout(invoice.id)).json<TCheckoutAnswer>().order;
      await db()
        .updateTable('invoices')
        .set({ total_received_paise: 1000, status: 'Partial' })
        .where('id', '=', invoice.id)
        .execute();
      const second = (await checkout(invoice.id)).json<TCheckoutAnswer>().order;
      expect(second.amount).toBe(Number(invoice.total_paise) - 1000);
      expect(second.id).not.toBe(first.id);
      const stored = await ordersOf(invoice.id);
      expect(stored.map((row) => row.status)).toEqual(['created', 'created']);
      // The database itself refuses a second open order for the same amount.
      await expect(
        leftClaim(tenant, invoice.id, Number(invoice.total_paise) - 1000, new Date()),
      ).rejects.toThrow(/unique|duplicate/i);
    });

    it('still records a payment on an order superseded by a newer one for the same amount', async () => {
      const tenant = await merchant();
      const invoice = await invoiceOf(tenant);
      const { order } = (await checkout(invoice.id)).json<TCheckoutAnswer>();
      await db()
        .updateTable('payment_orders')
        .set({ status: 'superseded' })
        .where('provider_order_id', '=', order.id)
        .execute();
      const paid = await fetch(`${emulator.url}/emulator/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          key_id: tenant.keyId,
          order_id: order.id,
          card_number: '4111 1111 1111 1111',
        }),
      });
      const validated = await context.app.inject({
        method: 'POST',
        url: '/api/v2/payment/validate',
        payload: { invoiceId: invoice.id, ...((await paid.json()) as Record<string, string>) },
      });
      expect(validated.json()).toEqual({ status: 'success', message: PAYMENT_SUCCESSFUL_MESSAGE });
      const recorded = await db()
        .selectFrom('payments')
        .select('amount_paise')
        .where('invoice_id', '=', invoice.id)
        .execute();
      expect(recorded).toEqual([{ amount_paise: Number(invoice.total_paise) }]);
    });
  },
  () => ({
    razorpayApiUrl: emulator.url,
    razorpayCheckoutUrl: emulator.checkoutUrl,
    razorpayTimeoutMs: TEST_RAZORPAY_TIMEOUT_MS,
  }),
);
