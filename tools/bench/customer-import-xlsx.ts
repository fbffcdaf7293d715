import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { multipartPayload } from '../../server/test/multipart';
import { bombWorkbook, longSheetWorkbook } from '../../server/test/xlsx-files';
import { elapsedMs } from './bench-app';
import { startServerProcess } from './server-process';

/**
 * Workbook previews (`POST /api/v2/clients/import?dryRun=true`) against a server process of its own,
 * while another loop asks `/healthz` every 20 ms: how long each preview takes, what it answers, and
 * the slowest `/healthz` meanwhile, i.e. how long every other business waited. A fresh server per
 * file, so a file that hangs one cannot spoil the next. SQLite, or PostgreSQL with DATABASE_URL.
 * Usage: node --import tsx tools/bench/customer-import-xlsx.ts [limit seconds per file, default 60]
 */
const LIMIT_MS = Number(process.argv[2] ?? 60) * 1000;
const PORT = 3191;
const HEADER = [
  'Name',
  'GST Number',
  'Email',
  'Phone',
  'Flat Area (sq.ft)',
  'Price per sq.ft',
  'Block',
  'Floor',
  'Flat No.',
];

async function buildingWorkbook(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Customers');
  sheet.addRow(HEADER);
  for (let index = 0; index < rows; index += 1) {
    const block = String.fromCharCode(65 + (index % 8));
    sheet.addRow([
      `Resident ${index}`,
      '',
      `resident${index}@example.com`,
      `98${String(index).padStart(8, '0')}`,
      900 + (index % 400) + 0.5,
      3.25,
      block,
      Math.floor(index / 80) + 1,
      `${block}-${index}`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A header and one cell in the sheet's very last cell: 1,048,576 rows × 16,384 columns declared. */
async function farCellWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Customers');
  sheet.addRow(HEADER);
  sheet.getCell('XFD1048576').value = 'x';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function signUp(base: string): Promise<string> {
  const password = 'correct horse battery';
  const response = await fetch(`${base}/api/v2/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Owner',
      email: `bench-${crypto.randomUUID()}@example.test`,
      password,
      confirmPassword: password,
    }),
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Asks /healthz back to back, at most every 20 ms, until stopped; answers the slowest answer's time. */
function watchHealth(base: string) {
  let isWatching = true;
  let slowest = 0;
  const done = (async () => {
    while (isWatching) {
      const started = process.hrtime.bigint();
      await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(LIMIT_MS * 2) }).catch(() => undefined);
      const took = elapsedMs(started);
      slowest = Math.max(slowest, took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 20 - took)));
    }
  })();
  return async () => {
    isWatching = false;
    await done;
    return slowest;
  };
}

async function preview(label: string, bytes: Buffer): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bahi-bench-'));
  const server = await startServerProcess(PORT, { DATA_DIR: dataDir });
  try {
    const token = await signUp(server.base);
    const body = multipartPayload([
      { bytes, filename: 'flats.xlsx', contentType: 'application/octet-stream' },
    ]);
    const stopWatching = watchHealth(server.base);
    const started = process.hrtime.bigint();
    let outcome: string;
    try {
      const response = await fetch(`${server.base}/api/v2/clients/import?dryRun=true`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        body: new Uint8Array(body.payload),
        signal: AbortSignal.timeout(LIMIT_MS),
      });
      const answer = (await response.json()) as { message?: string; counts?: unknown };
      outcome = `${response.status} ${answer.message ?? JSON.stringify(answer.counts)}`;
    } catch {
      outcome = `no answer within ${LIMIT_MS / 1000} s`;
    }
    const took = elapsedMs(started);
    // A server still stuck on the file would hold the watcher: it is stopped first.
    server.stop();
    const slowestHealth = await stopWatching();
    const size = `${(bytes.length / 1024).toFixed(0)} KB`;
    return `  ${label.padEnd(44)} ${size.padStart(8)} ${`${took.toFixed(0)} ms`.padStart(10)} ${`${slowestHealth.toFixed(0)} ms`.padStart(12)}  ${outcome}`;
  } finally {
    server.stop();
  }
}

const files: [string, () => Promise<Buffer> | Buffer][] = [
  ['5,000 rows × 9 columns (ExcelJS)', () => buildingWorkbook(5_000)],
  ['10,000 rows × 9 columns (ExcelJS)', () => buildingWorkbook(10_000)],
  ['header + one cell at XFD1048576 (ExcelJS)', farCellWorkbook],
  ['1,000,000 rows, used range declared', () => longSheetWorkbook(1_000_000, 'A1:A1000000')],
  ['1,000,000 rows, no used range', () => longSheetWorkbook(1_000_000)],
  ['zip bomb: 500 MB of blanks, size understated', () => bombWorkbook(500, 1_000)],
];

console.log(
  `workbook previews on ${process.env.DATABASE_URL ? 'postgres' : 'sqlite'}, load ${(await import('node:os')).loadavg()[0]?.toFixed(2)}:`,
);
console.log(
  `  ${'file'.padEnd(44)} ${'size'.padStart(8)} ${'answer in'.padStart(10)} ${'/healthz max'.padStart(12)}  answer`,
);
for (const [label, build] of files) console.log(await preview(label, await build()));
