import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { residentMemory, type ServerCode, startServerProcess } from './server-process';

// How long the server takes from its process starting to answering /healthz, and how much memory it
// holds idle: 3 s after it answers, and 30 s after, once V8's memory reducer has given back the young
// generation that start-up grew. Run as `npm start` runs it (built) and through tsx (source), on SQLite.
// Usage: node --import tsx tools/bench/server-start.ts [runs]

const RUNS = Number(process.argv[2] ?? 3);
const SOON_MS = 3_000;
const LATER_MS = 30_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function measure(code: ServerCode, port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bahi-start-'));
  try {
    // The first start creates and migrates the database; the runs measured start on it as it then is.
    (await startServerProcess(port, { DATA_DIR: dataDir }, code)).stop();
    const starts: number[] = [];
    const soon: number[] = [];
    const later: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const began = performance.now();
      const server = await startServerProcess(port, { DATA_DIR: dataDir }, code);
      starts.push(performance.now() - began);
      await new Promise((resolve) => setTimeout(resolve, SOON_MS));
      soon.push(residentMemory(server.child.pid) / 1024);
      await new Promise((resolve) => setTimeout(resolve, LATER_MS - SOON_MS));
      later.push(residentMemory(server.child.pid) / 1024);
      server.stop();
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    return { start: median(starts), soon: median(soon), later: median(later) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const [code, port] of [
  ['built', 4801],
  ['source', 4802],
] as const) {
  const { start, soon, later } = await measure(code, port);
  console.log(
    `${code.padEnd(6)}  start to /healthz ${start.toFixed(0)} ms  idle RSS ${soon.toFixed(1)} MB at 3 s, ${later.toFixed(1)} MB at 30 s (medians of ${RUNS})`,
  );
}
