/**
 * The dashboard's first load on a slow phone's CPU, measured in the page itself: Chromium at a 4×
 * CPU slowdown and a phone's viewport opens a signed-in owner's dashboard (a year of a twelve-flat
 * society's bills) in a fresh browser each run, with no cache and no service worker, and reports its
 * first paint, largest paint, the long tasks after the first paint (the blocking time: each task's
 * part over 50 ms) and its longest task, and when the latest payments were drawn. The network is the
 * local one, unthrottled, so these figures move only with what the page's code does: steadier than a
 * Lighthouse score, which also models a mobile network. Run after `npm run build`:
 * `node --import tsx tools/bench/dashboard-main-thread.ts [runs, default 7]`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { percentile } from './bench-app';
import { SESSION_STORAGE_KEY, seedOwnerYear } from './owner-year-seed';
import { startServerProcess } from './server-process';

const RUNS = Number(process.argv[2] ?? 7);
const PORT = 3392;
const CPU_SLOWDOWN = 4;
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Runs in the page before its own scripts: keeps every long task and the latest largest-paint time. */
const OBSERVE_PAINTS_AND_TASKS = `
  window.__longTasks = [];
  window.__largestPaint = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;
const READ_PAINTS_AND_TASKS = `({
  firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  largestPaint: window.__largestPaint,
  longTasks: window.__longTasks,
})`;

type Run = { firstPaint: number; largestPaint: number; blocking: number; longest: number; drawn: number };

async function openDashboard(base: string, session: unknown): Promise<Run> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 412, height: 823 },
      isMobile: true,
    });
    const page = await context.newPage();
    // The session is stored as sign-in stores it, from a file that loads none of the app's code.
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(session))})`,
    );
    await page.addInitScript({ content: OBSERVE_PAINTS_AND_TASKS });
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}/dashboard`);
    await page
      .getByRole('cell', { name: /^Resident \d+$/ })
      .first()
      .waitFor({ timeout: 60_000 });
    const drawn = (await page.evaluate('performance.now()')) as number;
    // Long tasks that follow the figures (effects, the charts' measuring) belong to the load too.
    await page.waitForTimeout(2_500);
    const seen = (await page.evaluate(READ_PAINTS_AND_TASKS)) as {
      firstPaint: number;
      largestPaint: number;
      longTasks: [start: number, duration: number][];
    };
    const afterFirstPaint = seen.longTasks.filter(([start]) => start >= seen.firstPaint);
    return {
      firstPaint: seen.firstPaint,
      largestPaint: seen.largestPaint,
      blocking: afterFirstPaint.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...seen.longTasks.map(([, duration]) => duration)),
      drawn,
    };
  } finally {
    await browser.close();
  }
}

const server = await startServerProcess(PORT, {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bahi-main-thread-')),
});
try {
  const session = await seedOwnerYear(server.base);
  const runs: Run[] = [];
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
  console.info('run  first paint  largest paint  blocking  longest task  payments drawn');
  for (let run = 1; run <= RUNS; run += 1) {
    const measured = await openDashboard(server.base, session);
    runs.push(measured);
    console.info(
      `${String(run).padStart(3)}  ${ms(measured.firstPaint)}     ${ms(measured.largestPaint)}   ${ms(measured.blocking)}  ${ms(measured.longest)}      ${ms(measured.drawn)}`,
    );
  }
  const median = (key: keyof Run) =>
    ms(
      percentile(
        runs.map((run) => run[key]).sort((a, b) => a - b),
        0.5,
      ),
    );
  console.info(
    `median  ${median('firstPaint')}     ${median('largestPaint')}   ${median('blocking')}  ${median('longest')}      ${median('drawn')}`,
  );
} finally {
  server.stop();
}
