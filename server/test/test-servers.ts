import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import type { AppInstance } from '../app-context';
import { type Config, parseConfig } from '../config';
import { type TestDatabaseTarget, testDatabaseTargets } from './test-databases';

export const TEST_APP_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * A configuration for one test app: its own temporary data folder, quiet logs, a fixed secret. No
 * outbox worker: on a shared PostgreSQL database it would send other tests' messages; a test that
 * sends uses its own database (isolatedTestTarget) and drives or starts the worker itself.
 */
export function testConfig(target: TestDatabaseTarget, overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bahi-test-'));
  return {
    ...parseConfig(
      { NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', OUTBOX_WORKER: 'off' },
      '',
    ),
    dataDir,
    databaseUrl: target.databaseUrl,
    appSecret: TEST_APP_SECRET,
    webDistDir: path.join(dataDir, 'no-web-build'),
    ...overrides,
  };
}

export async function buildTestApp(
  target: TestDatabaseTarget,
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<AppInstance> {
  return buildApp(testConfig(target, overrides), options);
}

export type TestAppContext = { app: AppInstance; target: TestDatabaseTarget };

/**
 * Declares the same tests once per database. The app is built before the tests and closed after;
 * tests make their own businesses, so files run in parallel on a shared PostgreSQL database.
 */
export function describeEachDatabase(
  title: string,
  defineTests: (context: TestAppContext) => void,
  /** Configuration for the app, read when it is built (after the file's own `beforeAll`s). */
  overrides: () => Partial<Config> = () => ({}),
): void {
  for (const target of testDatabaseTargets()) {
    describe(`${title} [${target.name}]`, () => {
      let app: AppInstance | undefined;
      const context = {
        target,
        get app(): AppInstance {
          if (!app) throw new Error('The test app is not built yet: use it inside a test or hook.');
          return app;
        },
      };
      beforeAll(async () => {
        app = await buildTestApp(target, overrides());
      });
      afterAll(async () => {
        await app?.close();
      });
      defineTests(context);
    });
  }
}
