import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { serverNodeOptions } from './tools/build-server.mjs';

// Both ports may be moved (E2E_PORT, E2E_RAZORPAY_PORT) so two checkouts can run journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The Razorpay emulator the app pays through, as `npm run dev` runs it (any rzp_test_ key works). */
const RAZORPAY_EMULATOR_PORT = Number(process.env.E2E_RAZORPAY_PORT ?? 3217);
const razorpayUrl = `http://127.0.0.1:${RAZORPAY_EMULATOR_PORT}`;

// A fresh database per run. Workers load this file too but inherit the runner's environment, so the
// folder is created once, by the runner, before it starts the server.
process.env.BAHI_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'bahi-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  // Two journeys run at once, each with its browser, beside the server, on a 2-core machine: a page
  // that paints in under a second alone can take several while both browsers work. A check still
  // passes the moment it holds; these bounds only decide how long a failing one waits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    // A failed journey keeps its trace (DOM snapshots, network, console) but no screencast: encoding
    // every frame of a desktop-sized page costs more CPU than the journey itself on a 2-core machine,
    // enough to push its steps past their timeouts.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: [
    {
      command: 'node --import tsx tools/razorpay-emulator/main.ts',
      port: RAZORPAY_EMULATOR_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { RAZORPAY_EMULATOR_PORT: String(RAZORPAY_EMULATOR_PORT), RAZORPAY_EMULATOR_HOST: '127.0.0.1' },
    },
    {
      // The server as production runs it: `npm run test:e2e` builds it first.
      command: ['node', ...serverNodeOptions(), '--enable-source-maps', 'build/main.js'].join(' '),
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.BAHI_E2E_DATA_DIR,
        NODE_ENV: 'test',
        // Each test sends its own X-Forwarded-For (e2e/fixtures.ts), so rate limits count each test
        // as one client, as they would count real people behind a proxy.
        TRUST_PROXY: '127.0.0.1',
        RAZORPAY_API_URL: razorpayUrl,
        RAZORPAY_CHECKOUT_URL: `${razorpayUrl}/checkout.js`,
      },
    },
  ],
});
