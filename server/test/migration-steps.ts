import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Database } from '../db/database';
import { migrateDown, migrateToLatest } from '../db/migrate';
import { isolatedTestTarget } from './isolated-database';
import type { TestDatabaseTarget } from './test-databases';

/**
 * A database of its own, migrated to the latest schema before the file's tests and dropped after them,
 * for tests that roll migrations back and forth (no other test may see a schema going down). Answers
 * the database once the tests run.
 */
export function useMigratedDatabase(base: TestDatabaseTarget): () => Database {
  let database: Database | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    const isolated = await isolatedTestTarget(base);
    drop = isolated.drop;
    const sqliteFile = path.join(mkdtempSync(path.join(tmpdir(), 'bahi-migration-')), 'test.db');
    database = createDatabase({ databaseUrl: isolated.target.databaseUrl, sqliteFile });
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database?.destroy();
    await drop();
  });
  return () => {
    if (!database) throw new Error('The migrated database is opened before the tests run');
    return database;
  };
}

/**
 * Rolls migrations back, newest first, until `name` itself is undone, whatever came after it; answers
 * what was undone, e.g. ['Down 20261207090000_invoice_item_basis', 'Down 20261205090000_…'].
 */
export async function rollBackThrough(database: Database, name: string): Promise<string[]> {
  const undone: string[] = [];
  while (!undone.includes(`Down ${name}`)) {
    const step = await migrateDown(database);
    if (step.length === 0) throw new Error(`${name} was never applied`);
    undone.push(...step);
  }
  return undone;
}
