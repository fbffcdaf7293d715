import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase } from '../db/database';
import type { TestDatabaseTarget } from './test-databases';

/**
 * A database no other test sees: SQLite already gives each app its own file; on PostgreSQL a new
 * schema, dropped afterwards. Tests that run the outbox worker need one, since a worker sends every
 * due message in its database.
 */
export async function isolatedTestTarget(
  target: TestDatabaseTarget,
): Promise<{ target: TestDatabaseTarget; drop: () => Promise<void> }> {
  if (!target.databaseUrl) return { target, drop: async () => {} };
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = createDatabase({ databaseUrl: target.databaseUrl, sqliteFile: '' });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const url = new URL(target.databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    target: { ...target, databaseUrl: url.toString() },
    drop: async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.destroy();
    },
  };
}
