export type TestDatabaseTarget = { name: 'sqlite' | 'postgres'; databaseUrl: string | undefined };

/**
 * Every API test runs on SQLite, and also on PostgreSQL when TEST_DATABASE_URL is set. In CI a
 * missing PostgreSQL is a failure, never a silent skip.
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'sqlite', databaseUrl: undefined }];
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    targets.push({ name: 'postgres', databaseUrl });
  } else if (process.env.CI === 'true') {
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the suite must also run on PostgreSQL.');
  }
  return targets;
}
