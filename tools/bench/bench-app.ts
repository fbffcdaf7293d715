import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { parseConfig } from '../../server/config';

const PASSWORD = 'correct horse battery';

/**
 * The whole server in process, as the benchmarks measure it: silent logs, a fresh data folder, and
 * SQLite, or PostgreSQL when DATABASE_URL is set; with one new owner signed up.
 */
export async function startBenchApp() {
  const config = parseConfig(
    { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bahi-bench-')) },
    '',
  );
  const app = await buildApp(config);
  const signup = await app.inject({
    method: 'POST',
    url: '/api/v2/users/signup',
    payload: {
      firstName: 'Bench',
      lastName: 'Owner',
      email: `bench-${randomUUID()}@example.test`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  if (signup.statusCode !== 201) throw new Error(`signup answered ${signup.statusCode}`);
  const { token, result } = signup.json() as { token: string; result: { _id: string } };
  const business = await app.database.db
    .selectFrom('businesses')
    .selectAll()
    .where('owner_user_id', '=', result._id)
    .executeTakeFirstOrThrow();
  return { app, ownerId: result._id, token, headers: { authorization: `Bearer ${token}` }, business };
}

/** Milliseconds since `started` (a `process.hrtime.bigint()`). */
export function elapsedMs(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** The sample below which `share` of the samples lie (nearest rank); `sorted` ascending. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}
