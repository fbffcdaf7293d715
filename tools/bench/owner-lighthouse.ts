/**
 * Lighthouse (mobile, simulated 4G and a slow CPU) on the owner's side of a server process serving the
 * built app: the landing page a visitor opens, and the dashboard of a signed-in owner whose society
 * has a year of bills and payments, so its tiles, charts and latest payments are all drawn. The owner's
 * session is stored in the browser the way the web app stores it at sign-in, before the audit, and
 * kept through it. Run after `npm run build`: `node --import tsx tools/bench/owner-lighthouse.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { api, launchLighthouse } from './lighthouse-run';
import { startServerProcess } from './server-process';

const PORT = 3391;
/** The web app's stored session (web/src/lib/session.ts): what sign-up answers. */
const SESSION_STORAGE_KEY = 'profile';
const FLATS = 12;

/** An owner with twelve flats billed monthly for a year, most bills paid: answers the sign-up's session. */
async function seed(base: string): Promise<{ token: string }> {
  const password = 'correct horse battery';
  const session = await api<{ token: string }>(base, 'POST', '/api/v2/users/signup', {
    firstName: 'Lata',
    lastName: 'Iyer',
    email: `lighthouse-${randomUUID()}@example.test`,
    password,
    confirmPassword: password,
  });
  const today = new Date();
  for (let flat = 1; flat <= FLATS; flat += 1) {
    const customer = await api<{ _id: string }>(
      base,
      'POST',
      '/api/v2/clients',
      {
        name: `Resident ${flat}`,
        email: `resident-${flat}@example.test`,
        block: 'A',
        floor: String(Math.ceil(flat / 4)),
        flat: `A-${100 + flat}`,
        flatarea: 900 + flat * 25,
        price: 3.5,
      },
      session.token,
    );
    for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo -= 1) {
      const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1));
      const date = month.toISOString().slice(0, 10);
      const invoice = await api<{ _id: string; total: number }>(
        base,
        'POST',
        '/api/v2/invoices',
        {
          client: { _id: customer._id },
          type: 'Bill',
          rates: 18,
          date,
          dueDate: date.replace(/-01$/, '-15'),
          items: [{ itemName: 'Maintenance', unitPrice: 3.5 }],
        },
        session.token,
      );
      if ((flat + monthsAgo) % 5 === 0) continue;
      await api(
        base,
        'POST',
        `/api/v2/invoices/${invoice._id}/payments`,
        { amountPaid: invoice.total, datePaid: date.replace(/-01$/, '-10'), paymentMethod: 'UPI' },
        session.token,
      );
    }
  }
  return session;
}

const server = await startServerProcess(PORT, {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bahi-lighthouse-')),
});
const browser = await launchLighthouse();
try {
  const session = await seed(server.base);
  await browser.audit('landing page', `${server.base}/`);
  // Stores the session in the audited browser's profile, on the app's origin, as sign-in does, from
  // a file that loads none of the app's code: the audit keeps storage, and with it the HTTP cache, so
  // a page of the app opened here would make the dashboard's first load look free.
  const connected = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  const page = await (connected.contexts()[0] ?? (await connected.newContext())).newPage();
  await page.goto(`${server.base}/favicon.svg`);
  await page.evaluate(
    ([key, value]) =>
      (
        globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } }
      ).localStorage.setItem(key, value),
    [SESSION_STORAGE_KEY, JSON.stringify(session)] as const,
  );
  await page.close();
  await browser.audit('dashboard', `${server.base}/dashboard`, { keepStorage: true });
  await connected.close();
} finally {
  browser.close();
  server.stop();
}
