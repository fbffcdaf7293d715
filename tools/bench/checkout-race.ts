import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { encryptSecret } from '../../server/security/secret-box';
import { startRazorpayEmulator } from '../razorpay-emulator/emulator';
import { startBenchApp } from './bench-app';
import { benchInOwnSchema } from './bench-schema';

/**
 * Racing checkouts of one invoice: TRIALS × CONCURRENT real HTTP checkouts of a fresh invoice against
 * the server listening on a port, paying through the Razorpay emulator, on SQLite or on PostgreSQL
 * when DATABASE_URL is set (in a schema of its own, dropped afterwards). Reports the trials that
 * answered more than one order id (a payer could pay twice), and the orders made at Razorpay beyond
 * one per invoice (orders nobody was handed).
 * Usage: node --import tsx tools/bench/checkout-race.ts [trials] [concurrent]
 */
const TRIALS = Number(process.argv[2] ?? 20);
const CONCURRENT = Number(process.argv[3] ?? 20);

let ordersMadeAtRazorpay = 0;
const emulator = await startRazorpayEmulator({
  log: (line) => {
    if (line === 'POST /v1/orders → 200') ordersMadeAtRazorpay += 1;
  },
});

const dropSchema = await benchInOwnSchema('bench');
// Each trial's requests come from their own address, as many payers' do, so the limits count them apart.
process.env.TRUST_PROXY = '127.0.0.1';
process.env.RAZORPAY_API_URL = emulator.url;
process.env.RAZORPAY_CHECKOUT_URL = emulator.checkoutUrl;

const { app, headers, business } = await startBenchApp();
const keyId = `rzp_test_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
const keySecret = `bench-secret-${randomUUID()}`;
emulator.addAccount({ keyId, keySecret });
await app.database.db
  .updateTable('businesses')
  .set({ razorpay_key_id: keyId, razorpay_secret_encrypted: encryptSecret(app.config.appSecret, keySecret) })
  .where('id', '=', business.id)
  .execute();
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function newInvoice(trial: number): Promise<string> {
  const customer = await app.inject({
    method: 'POST',
    url: '/api/v2/clients',
    headers,
    payload: {
      name: `Race ${trial}`,
      email: `race-${trial}@example.test`,
      flat: `R-${trial}`,
      flatarea: 1000,
      price: 3,
    },
  });
  if (customer.statusCode !== 201)
    throw new Error(`customer answered ${customer.statusCode}: ${customer.body}`);
  const invoice = await app.inject({
    method: 'POST',
    url: '/api/v2/invoices',
    headers,
    payload: { client: { _id: customer.json()._id }, items: [{ itemName: 'Maintenance', unitPrice: 3 }] },
  });
  if (invoice.statusCode !== 201) throw new Error(`invoice answered ${invoice.statusCode}: ${invoice.body}`);
  return invoice.json()._id as string;
}

let split = 0;
let orphans = 0;
let failed = 0;
const started = Date.now();
for (let trial = 0; trial < TRIALS; trial += 1) {
  const invoiceId = await newInvoice(trial);
  const before = ordersMadeAtRazorpay;
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      const response = await fetch(`${appUrl}/api/v2/payment/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.77.${trial}.1` },
        body: JSON.stringify({ invoiceId }),
      });
      return { status: response.status, body: (await response.json()) as { order?: { id: string } } };
    }),
  );
  failed += answers.filter((answer) => answer.status !== 200).length;
  const orderIds = new Set(answers.flatMap((answer) => (answer.body.order ? [answer.body.order.id] : [])));
  if (orderIds.size > 1) split += 1;
  orphans += Math.max(ordersMadeAtRazorpay - before - 1, 0);
}

console.log(
  `checkout race on ${app.database.dialect}, ${TRIALS} trials × ${CONCURRENT} concurrent checkouts: ` +
    `${split} trials answered more than one order id; ${orphans} orders made at Razorpay beyond one per invoice; ` +
    `${failed} checkouts not answered 200; ${((Date.now() - started) / TRIALS).toFixed(0)} ms per trial`,
);
await app.close();
await emulator.close();
await dropSchema();
