import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase as SqliteConnection, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { DB } from './schema';

// Each driver loads when its database is opened, so a server on SQLite never holds pg in memory and
// one on PostgreSQL never holds SQLite. Both are CommonJS, loaded synchronously.
const require = createRequire(import.meta.url);
const postgresDriver = (): typeof pg => require('pg');
const sqliteDriver = (): typeof SqliteDatabase => require('better-sqlite3');

export type DialectName = 'sqlite' | 'postgres';

export type Database = {
  db: Kysely<DB>;
  dialect: DialectName;
  destroy: () => Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string | undefined; sqliteFile: string };

const POSTGRES_TYPE = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMPTZ: 1184 } as const;

function toSafeNumber(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) && Number.isInteger(value)) {
    throw new RangeError(`Integer ${text} is beyond the exactly representable range`);
  }
  return value;
}

/**
 * Both dialects hand the repositories the same shapes: money and counters as numbers (never the
 * strings `pg` gives for bigint), calendar dates as 'YYYY-MM-DD' (never a Date at local midnight),
 * and instants as ISO 8601 UTC strings, the form SQLite stores them in.
 */
function postgresTypes(): pg.CustomTypesConfig {
  const pg = postgresDriver();
  const parseTimestamp = pg.types.getTypeParser(POSTGRES_TYPE.TIMESTAMPTZ);
  const parsers: Record<number, (text: string) => unknown> = {
    [POSTGRES_TYPE.INT8]: toSafeNumber,
    [POSTGRES_TYPE.NUMERIC]: toSafeNumber,
    [POSTGRES_TYPE.DATE]: (text) => text,
    [POSTGRES_TYPE.TIMESTAMPTZ]: (text) => (parseTimestamp(text) as Date).toISOString(),
  };
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      parsers[oid] ?? pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/** Statements kept prepared on the SQLite connection, the least recently used dropped past this. */
const PREPARED_STATEMENTS_KEPT = 500;

/**
 * The connection as Kysely uses it, with each SQL text prepared once and its statement used again:
 * Kysely prepares every query it runs, and SQLite's parsing and planning was a fifth of the time a
 * list request spent in the database. A statement still being read (a streamed list) is not handed
 * out twice; that query gets one of its own.
 */
export function keepingStatementsPrepared(connection: SqliteDatabase.Database): SqliteConnection {
  const kept = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql) {
      const found = kept.get(sql);
      if (found?.busy) return connection.prepare(sql);
      if (found) {
        // Map order is use order: the first key is the least recently used.
        kept.delete(sql);
        kept.set(sql, found);
        return found;
      }
      const statement = connection.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > PREPARED_STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
      return statement;
    },
    close: () => connection.close(),
  };
}

function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const connection = new (sqliteDriver())(file);
  connection.pragma('journal_mode = WAL');
  // FULL: a committed payment survives a power cut, which WAL's default NORMAL does not promise.
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  return connection;
}

export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new (postgresDriver().Pool)({
      connectionString: options.databaseUrl,
      max: 10,
      types: postgresTypes(),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({
      database: async () => keepingStatementsPrepared(openSqlite(options.sqliteFile)),
    }),
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'bahi.db');
}

/** The database the configuration names: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR. */
export function createDatabaseFor(config: { databaseUrl: string | undefined; dataDir: string }): Database {
  return createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) });
}
