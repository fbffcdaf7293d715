import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase } from '../../server/db/database';

/**
 * On PostgreSQL (DATABASE_URL set), points DATABASE_URL at a schema of the benchmark's own, so what it
 * seeds is never left in the caller's database; the answer drops that schema. On SQLite it does nothing.
 */
export async function benchInOwnSchema(prefix: string): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return async () => {};
  const schema = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const admin = createDatabase({ databaseUrl: baseUrl, sqliteFile: '' });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  process.env.DATABASE_URL = url.toString();
  return async () => {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.destroy();
  };
}
