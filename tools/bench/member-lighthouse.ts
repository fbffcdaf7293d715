/**
 * Lighthouse (mobile, simulated 4G and a slow CPU, as its defaults are) on the member's pages of a
 * server process serving the built app: the member's page (/m/:token), their statement, the public invoice and the pay
 * page. Reports performance (with FCP, LCP and the JavaScript it loaded), accessibility and best
 * practices (lighthouse-run.ts). Run after `npm run build`:
 * `node --import tsx tools/bench/member-lighthouse.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, launchLighthouse, postBill } from './lighthouse-run';
import { startServerProcess } from './server-process';

const PORT = 3390;

/** A society with Razorpay keys and a UPI ID, a flat with three bills of four heads, and its member link. */
async function seed(base: string) {
  const password = 'correct horse battery';
  const owner = await api<{ token: string; userProfile: { _id: string } }>(
    base,
    'POST',
    '/api/v2/users/signup',
    {
      firstName: 'Lata',
      lastName: 'Iyer',
      email: `lighthouse-${randomUUID()}@example.test`,
      password,
      confirmPassword: password,
    },
  );
  await api(
    base,
    'PATCH',
    `/api/v2/profiles/${owner.userProfile._id}`,
    {
      businessName: 'Banyan Heights Co-operative Housing Society',
      upiId: 'banyan@okhdfcbank',
      razorpayKey: 'rzp_test_1DP5mmOlF5G5ag',
      razorpaySecret: 'lighthouse-secret',
    },
    owner.token,
  );
  const customer = await api<{ _id: string }>(
    base,
    'POST',
    '/api/v2/clients',
    {
      name: 'Farah Khan',
      email: 'farah@example.test',
      phone: '98450 11223',
      block: 'B',
      floor: '2',
      flat: 'B-204',
      flatarea: 1250,
      price: 3.5,
    },
    owner.token,
  );
  const invoiceIds: string[] = [];
  for (const month of ['2026-08', '2026-09', '2026-10']) {
    const invoice = await postBill(base, owner.token, customer._id, month, [
      { itemName: 'Maintenance', unitPrice: 3.5 },
      { itemName: 'Sinking fund', unitPrice: 500, basis: 'fixed', quantity: 1 },
      { itemName: 'Repair fund', unitPrice: 300, basis: 'fixed', quantity: 1 },
      { itemName: 'Parking', unitPrice: 400, basis: 'fixed', quantity: 1 },
    ]);
    invoiceIds.push(invoice._id);
  }
  const link = await api<{ path: string }>(
    base,
    'GET',
    `/api/v2/clients/${customer._id}/member-link`,
    undefined,
    owner.token,
  );
  return { memberPath: link.path, invoiceId: invoiceIds[0] ?? '' };
}

const server = await startServerProcess(PORT, {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bahi-lighthouse-')),
});
const browser = await launchLighthouse();
try {
  const { memberPath, invoiceId } = await seed(server.base);
  await browser.audit('member page', `${server.base}${memberPath}`);
  await browser.audit('statement', `${server.base}${memberPath}/statement`);
  await browser.audit('public invoice', `${server.base}/invoice/${invoiceId}`);
  await browser.audit('pay page', `${server.base}/payment/${invoiceId}`);
} finally {
  browser.close();
  server.stop();
}
