import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The few column types that differ by dialect. Each choice returns the same JavaScript value on
 * both (see database.ts type parsers), so queries and repositories never branch on the dialect.
 */
export function columnTypesFor(db: Kysely<unknown>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    isPostgres,
    id: isPostgres ? 'uuid' : 'text',
    instant: isPostgres ? 'timestamptz' : 'text',
    calendarDate: isPostgres ? 'date' : 'text',
  } as const;
}
