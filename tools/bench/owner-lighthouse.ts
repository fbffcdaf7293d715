/**
 * Lighthouse (mobile, simulated 4G and a slow CPU) on the owner's side of a server process serving the
 * built app: the landing page a visitor opens, and the dashboard of a signed-in owner whose society
 * has a year of bills and payments, so its tiles, charts and latest payments are all drawn. The owner's
 * session is stored in the browser the way the web app stores it at sign-in, before the audit, and
 * kept through it; each page is audited in a browser of its own. Run after `npm run build`:
 * `node --import tsx tools/bench/owner-lighthouse.ts`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launchLighthouse } from './lighthouse-run';
import { SESSION_STORAGE_KEY, seedOwnerYear } from './owner-year-seed';
import { startServerProcess } from './server-process';

const PORT = 3391;
const server = await startServerProcess(PORT, {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bahi-lighthouse-')),
});
// The landing's audit leaves its service worker and cache behind, which would serve the dashboard
// much of its code: the dashboard is audited in a browser of its own.
const landingBrowser = await launchLighthouse();
const browser = await launchLighthouse();
try {
  const session = await seedOwnerYear(server.base);
  await landingBrowser.audit('landing page', `${server.base}/`);
  // Stores the session in the audited browser's profile, on the app's origin, as sign-in does, from
  // a file that loads none of the app's code: the audit keeps storage, and with it the HTTP cache, so
  // a page of the app opened here would make the dashboard's first load look free.
  const connected = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  const context = connected.contexts()[0] ?? (await connected.newContext());
  const page = await context.newPage();
  await page.goto(`${server.base}/favicon.svg`);
  await page.evaluate(
    ([key, value]) =>
      (
        globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } }
      ).localStorage.setItem(key, value),
    [SESSION_STORAGE_KEY, JSON.stringify(session)] as const,
  );
  await page.close();
  // Each run is a first signed-in visit: the last run's service worker, its cache and the browser's
  // HTTP cache would serve the dashboard its code.
  const forgetTheLastRun = async () => {
    const blank = await context.newPage();
    await blank.goto(`${server.base}/favicon.svg`);
    const devtools = await context.newCDPSession(blank);
    await devtools.send('Network.clearBrowserCache');
    await devtools.send('Storage.clearDataForOrigin', {
      origin: server.base,
      storageTypes: 'service_workers,cache_storage',
    });
    await blank.close();
  };
  await browser.audit('dashboard', `${server.base}/dashboard`, {
    keepStorage: true,
    beforeEachRun: forgetTheLastRun,
  });
  await connected.close();
} finally {
  landingBrowser.close();
  browser.close();
  server.stop();
}
