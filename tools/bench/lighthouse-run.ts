import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

/**
 * Lighthouse's mobile audit (simulated 4G and a slow CPU, its defaults) in Debian's headless Chromium:
 * one Chromium for a benchmark's pages, each audited in turn and reported as a tab-separated row of
 * performance, FCP, LCP, TBT, the JavaScript it loaded, accessibility and best practices.
 *
 * One run's figures move with what else the machine does in that second (here the server itself
 * shares the two cores with the browser), so each page is audited LIGHTHOUSE_RUNS times (5 unless
 * set) and reported, as Lighthouse's own guidance on variability advises, by its median run: the one
 * nearest the median first paint and time to interactive. The row ends with every run's FCP.
 */
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where each page's whole report (its median run's) is written as JSON, to read what its figures are made of. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export type LighthouseBrowser = {
  /** The DevTools port, for a client that prepares the browser before a page is audited. */
  port: number;
  /**
   * Audits `url`; `keepStorage` leaves what the origin stored (a signed-in session) in place, and
   * with it the browser's cache, so `beforeEachRun` clears what a first visit would not have.
   */
  audit: (
    name: string,
    url: string,
    options?: { keepStorage?: boolean; beforeEachRun?: () => Promise<void> },
  ) => Promise<void>;
  close: () => void;
};

/** One header for a benchmark's rows, however many browsers it audits in. */
let headerPrinted = false;

export async function launchLighthouse(): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  if (!headerPrinted)
    console.info('page\tperformance\tFCP\tLCP\tTBT\tJS (KB)\taccessibility\tbest practices\tFCP of each run');
  headerPrinted = true;
  return {
    port: chrome.port,
    close: () => chrome.kill(),
    audit: async (name, url, options = {}) => {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        await options.beforeEachRun?.();
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: options.keepStorage ?? false,
        });
        if (!result) throw new Error(`no Lighthouse result for ${name}`);
        const { runtimeError } = result.lhr;
        // Lighthouse's own failures (a trace it could not record) are said and left out of the median.
        if (runtimeError) console.info(`  ${name}: ${runtimeError.code} ${runtimeError.message}`);
        runs.push(result.lhr);
      }
      const valid: Result[] = filterToValidRuns(runs);
      if (valid.length === 0) throw new Error(`no Lighthouse run of ${name} measured the page`);
      const median: Result = computeMedianRun(valid);
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        writeFileSync(path.join(REPORT_DIR, `${name.replaceAll(' ', '-')}.json`), JSON.stringify(median));
      }
      const { categories, audits, finalDisplayedUrl } = median;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const seconds = (key: string) => `${((audits[key]?.numericValue ?? 0) / 1000).toFixed(1)} s`;
      const scripts = (
        audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
      )?.items?.find((item) => item.resourceType === 'script');
      const failed = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      console.info(
        [
          name,
          score('performance'),
          seconds('first-contentful-paint'),
          seconds('largest-contentful-paint'),
          `${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`,
          Math.round((scripts?.transferSize ?? 0) / 1024),
          score('accessibility'),
          score('best-practices'),
          valid
            .map((run) => ((run.audits['first-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(1))
            .join(' '),
        ].join('\t'),
      );
      // A signed-in page that sent the browser elsewhere measured the wrong page.
      if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
        console.info(`  ${name}: ended on ${finalDisplayedUrl}`);
      }
      for (const id of failed) {
        const items =
          (audits[id]?.details as { items?: { node?: { snippet?: string }; issueType?: string }[] })?.items ??
          [];
        // An element's markup, or the kind of a DevTools issue.
        const where = items.flatMap((item) => item.node?.snippet ?? item.issueType ?? []);
        console.info(`  failing check ${id}${where.length > 0 ? `: ${where.slice(0, 3).join(' ')}` : ''}`);
      }
    },
  };
}

/** A JSON request to the audited server, as the web app makes it; anything but 2xx throws. */
export async function api<T>(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** One bill at 18 % GST, dated the 1st of `month` ('YYYY-MM') and due on the 15th, made through the API. */
export function postBill(
  base: string,
  token: string,
  customerId: string,
  month: string,
  items: Record<string, unknown>[],
): Promise<{ _id: string; total: number }> {
  return api(
    base,
    'POST',
    '/api/v2/invoices',
    {
      client: { _id: customerId },
      type: 'Bill',
      rates: 18,
      date: `${month}-01`,
      dueDate: `${month}-15`,
      items,
    },
    token,
  );
}
