import { type MigrationResultSet, Migrator, sql } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

// Any constant both processes agree on; it names the "schema changes" lock in pg_locks.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * On PostgreSQL the bookkeeping tables live in the connection's own schema: Kysely would otherwise
 * take a `kysely_migration` table in any other schema of the database for its own.
 */
async function migratorFor(database: Database): Promise<Migrator> {
  const schema =
    database.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]
          ?.schema
      : undefined;
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/**
 * Several server processes may start at once on PostgreSQL; a session-level advisory lock taken on a
 * connection of its own lets exactly one of them create the bookkeeping tables and migrate, while the
 * others wait and then find nothing left to do.
 */
async function withMigrationLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}

function unwrap(outcome: MigrationResultSet): string[] {
  if (outcome.error) throw outcome.error;
  return (outcome.results ?? []).map((result) => `${result.direction} ${result.migrationName}`);
}

/** Applies every pending migration; answers what ran, e.g. ['Up 20261122090000_initial_schema']. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  return withMigrationLock(database, async () =>
    unwrap(await (await migratorFor(database)).migrateToLatest()),
  );
}

/** Rolls back the newest applied migration. */
export async function migrateDown(database: Database): Promise<string[]> {
  return withMigrationLock(database, async () => unwrap(await (await migratorFor(database)).migrateDown()));
}
