import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../app-context';
import { testRedisUrl } from '../test/test-redis';
import { buildTestApp } from '../test/test-servers';

const redisUrl = testRedisUrl();

function wrongSignIn(app: AppInstance, email: string, attempt: number) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/users/signin',
    payload: { email, password: `wrong password ${attempt}` },
    // A new address every time, so only the per-e-mail counter can stop these.
    remoteAddress: `10.9.${Math.floor(attempt / 250)}.${attempt % 250}`,
  });
}

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  let first: AppInstance;
  let second: AppInstance;
  beforeAll(async () => {
    // Two server processes behind one load balancer, counting in the same Redis.
    first = await buildTestApp({ name: 'sqlite', databaseUrl: undefined }, { redisUrl });
    second = await buildTestApp({ name: 'sqlite', databaseUrl: undefined }, { redisUrl });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('counts wrong passwords across processes: 10 for one account in all, not 10 each', async () => {
    const email = `shared-${randomUUID()}@example.test`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      statuses.push((await wrongSignIn(app, email, attempt)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(4).fill(429)]);
  });

  it('keeps one account’s counter apart from another’s', async () => {
    const blocked = `blocked-${randomUUID()}@example.test`;
    for (let attempt = 0; attempt < 11; attempt += 1) await wrongSignIn(first, blocked, attempt);
    const other = await wrongSignIn(second, `other-${randomUUID()}@example.test`, 99);
    expect(other.statusCode).toBe(400);
  });
});

describe('rate limits in memory', () => {
  let first: AppInstance;
  let second: AppInstance;
  beforeAll(async () => {
    first = await buildTestApp({ name: 'sqlite', databaseUrl: undefined });
    second = await buildTestApp({ name: 'sqlite', databaseUrl: undefined });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('are per process without REDIS_URL: each one counts its own 10', async () => {
    const email = `memory-${randomUUID()}@example.test`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt += 1) {
      statuses.push((await wrongSignIn(attempt % 2 === 0 ? first : second, email, attempt)).statusCode);
    }
    expect(statuses).toEqual(Array(14).fill(400));
  });
});

describe('rate limits behind a trusted proxy', () => {
  let app: AppInstance;
  beforeAll(async () => {
    app = await buildTestApp({ name: 'sqlite', databaseUrl: undefined }, { trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => app?.close());

  function forgot(forwardedFor: string) {
    return app.inject({
      method: 'POST',
      url: '/api/v2/users/forgot',
      payload: { email: `proxy-${randomUUID()}@example.test` },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  }

  it('counts each client by the address the proxy forwards, not the proxy’s own', async () => {
    const first = [];
    for (let attempt = 0; attempt < 11; attempt += 1) first.push((await forgot('203.0.113.7')).statusCode);
    expect(first).toEqual([...Array(10).fill(200), 429]);
    expect((await forgot('203.0.113.8')).statusCode).toBe(200);
  });
});
