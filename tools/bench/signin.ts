import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { parseConfig } from '../../server/config';
import { elapsedMs, percentile } from './bench-app';

/**
 * Latency of a correct POST /api/v2/users/signin (argon2id verify, token, profile) through the whole
 * server in process, on SQLite or on PostgreSQL when DATABASE_URL is set. Each sign-in is a different
 * account from a different address, as real traffic is, so the rate limits never step in.
 * Usage: node --import tsx tools/bench/signin.ts [accounts]
 */
const ACCOUNTS = Number(process.argv[2] ?? 100);
const PASSWORD = 'correct horse battery';

const config = parseConfig(
  { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bahi-bench-')) },
  '',
);
const app = await buildApp(config);
const address = (index: number) => `10.${Math.floor(index / 250) + 100}.${index % 250}.1`;
const emails = Array.from({ length: ACCOUNTS }, (_, index) => `bench-${Date.now()}-${index}@example.test`);

for (const [index, email] of emails.entries()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/users/signup',
    payload: { firstName: 'Bench', lastName: 'Owner', email, password: PASSWORD, confirmPassword: PASSWORD },
    remoteAddress: address(index),
  });
  if (response.statusCode !== 201) throw new Error(`signup answered ${response.statusCode}`);
}

const samples: number[] = [];
for (const [index, email] of emails.entries()) {
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/users/signin',
    payload: { email, password: PASSWORD },
    remoteAddress: address(index),
  });
  samples.push(elapsedMs(started));
  if (response.statusCode !== 200) throw new Error(`signin answered ${response.statusCode}`);
}
samples.sort((first, second) => first - second);

console.log(
  `POST /api/v2/users/signin on ${app.database.dialect}, ${ACCOUNTS} accounts: ` +
    `p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, max ${(samples.at(-1) ?? 0).toFixed(1)} ms`,
);
await app.close();
