import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { parseConfig } from '../../server/config';
import { elapsedMs, percentile } from './bench-app';

/**
 * Latency of GET /healthz over real HTTP (keep-alive) against a freshly started server on SQLite, or
 * on PostgreSQL when DATABASE_URL is set. Usage: node --import tsx tools/bench/healthz.ts [requests]
 */
const REQUESTS = Number(process.argv[2] ?? 2000);
const WARM_UP = 200;

const config = parseConfig(
  { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bahi-bench-')) },
  '',
);
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/healthz`;

async function timeOne(): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`healthz answered ${response.status}`);
  return elapsedMs(started);
}

for (let index = 0; index < WARM_UP; index += 1) await timeOne();
const samples: number[] = [];
for (let index = 0; index < REQUESTS; index += 1) samples.push(await timeOne());
samples.sort((first, second) => first - second);

console.log(
  `GET /healthz on ${app.database.dialect}, ${REQUESTS} sequential requests: ` +
    `p50 ${percentile(samples, 0.5).toFixed(2)} ms, p95 ${percentile(samples, 0.95).toFixed(2)} ms, p99 ${percentile(samples, 0.99).toFixed(2)} ms`,
);
await app.close();
